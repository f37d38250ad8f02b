/**
 * An average rating with one decimal in the language's number format: '4.7' in English, '4,7' in
 * Indonesian. The one formatter for ratings, wherever they show (profile, browse cards, search).
 */
export function formatRating(rating: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating,
  );
}
