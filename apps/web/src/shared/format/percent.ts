/**
 * A percentage with at most one decimal in the language's number format: '62.5%' in English, '62,5%' in
 * Indonesian, '100%' in both. Written by hand for the same reason as `formatRating`.
 */
export function formatPercent(value: number, language: string): string {
  const text = Number.isInteger(value) ? String(value) : (Math.round(value * 10) / 10).toFixed(1);
  return `${language === 'id' ? text.replace('.', ',') : text}%`;
}
