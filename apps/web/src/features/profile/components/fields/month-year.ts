/** A YYYY-MM-DD date split into month (1–12) and year, or nulls. */
export function splitMonthYear(value: string | null | undefined): {
  month: number | null;
  year: number | null;
} {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? '');
  if (!match) return { month: null, year: null };
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** Keeps a half-chosen date as a partial marker so the other half is not lost; complete → YYYY-MM-01. */
export function joinMonthYear(month: number | null, year: number | null): string | null {
  if (month === null && year === null) return null;
  const yearText = year === null ? '0000' : String(year);
  const monthText = month === null ? '00' : String(month).padStart(2, '0');
  return `${yearText}-${monthText}-01`;
}

/** Whether a value from joinMonthYear names a real month. */
export function isCompleteMonthYear(value: string | null | undefined): boolean {
  const { month, year } = splitMonthYear(value);
  return month !== null && month >= 1 && month <= 12 && year !== null && year > 0;
}
