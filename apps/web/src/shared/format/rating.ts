/**
 * An average rating with one decimal in the language's number format: '4.7' in English, '4,7' in
 * Indonesian. The one formatter for ratings, wherever they show (profile, browse cards, search). Written
 * by hand: the first Intl.NumberFormat of a page loads the browser's number data, a long task on a phone,
 * for one decimal separator.
 */
export function formatRating(rating: number, language: string): string {
  const text = (Math.round(rating * 10) / 10).toFixed(1);
  return language === 'id' ? text.replace('.', ',') : text;
}
