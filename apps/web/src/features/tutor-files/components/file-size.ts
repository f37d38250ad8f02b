import type { TFunction } from 'i18next';
import { numberFormat } from '../../../shared/format/intl-formats';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → "1.5 KB" in the reader's language (powers of 1024, one decimal above bytes). */
export function formatBytes(bytes: number, t: TFunction, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 || Number.isInteger(value) ? 0 : 1;
  const text = numberFormat(language, { maximumFractionDigits: digits }).format(value);
  const name = UNITS[unit] ?? 'B';
  return t(`tutorFiles.size.${name}`, { value: text });
}
