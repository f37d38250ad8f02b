import type { CurrencyCode } from '../markets';
import { addDays, localDateOf, weekdayOf, zonedToInstant, type LocalDate } from './zoned-time';

/*
 * The tutor's files: Resources, shared with a booking's student or a group class's students, within a
 * storage quota that Cloud storage packages enlarge.
 */

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** Every tutor's free storage, in bytes; purchased packages add to it. */
export const TUTOR_STORAGE_QUOTA_BYTES = 500 * MIB;
/** The largest one file a tutor may upload to Resources, in bytes. */
export const TUTOR_FILE_MAX_BYTES = 50 * MIB;
/** The longest display name of a tutor's file (a rename included). */
export const TUTOR_FILE_NAME_MAX = 120;

/** What a tutor may keep in Resources: documents, images and audio, decided from the file's content. */
export const TUTOR_FILE_TYPES = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'] },
  png: { mimeType: 'image/png', extensions: ['png'] },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  gif: { mimeType: 'image/gif', extensions: ['gif'] },
  webp: { mimeType: 'image/webp', extensions: ['webp'] },
  doc: { mimeType: 'application/msword', extensions: ['doc'] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extensions: ['pptx'],
  },
  mp3: { mimeType: 'audio/mpeg', extensions: ['mp3'] },
  wav: { mimeType: 'audio/wav', extensions: ['wav'] },
  ogg: { mimeType: 'audio/ogg', extensions: ['ogg'] },
  m4a: { mimeType: 'audio/mp4', extensions: ['m4a'] },
} as const;
export type TutorFileType = keyof typeof TUTOR_FILE_TYPES;

/** The `accept` attribute of the Resources file input. */
export function tutorFileAccept(): string {
  const types = Object.values(TUTOR_FILE_TYPES);
  return [
    ...types.flatMap((type) => type.extensions.map((extension) => `.${extension}`)),
    ...types.map((type) => type.mimeType),
  ].join(',');
}

export const STORAGE_PAYMENT_METHODS = ['CREDITS', 'BALANCE'] as const;
export type StoragePaymentMethod = (typeof STORAGE_PAYMENT_METHODS)[number];

/** A Cloud storage package: `bytes` more quota for good, priced in credits or in each market's currency. */
export interface StoragePackage {
  readonly code: string;
  readonly bytes: number;
  readonly credits: number;
  /** Minor units of each currency. */
  readonly priceMinor: Readonly<Record<CurrencyCode, number>>;
}

export const STORAGE_PACKAGES: readonly StoragePackage[] = [
  {
    code: 'GB1',
    bytes: GIB,
    credits: 20,
    priceMinor: { SGD: 300, IDR: 35_000, MYR: 1000, PHP: 12_000, INR: 20_000, LKR: 75_000, USD: 200 },
  },
  {
    code: 'GB5',
    bytes: 5 * GIB,
    credits: 80,
    priceMinor: { SGD: 1200, IDR: 140_000, MYR: 4000, PHP: 48_000, INR: 80_000, LKR: 300_000, USD: 800 },
  },
  {
    code: 'GB20',
    bytes: 20 * GIB,
    credits: 250,
    priceMinor: { SGD: 3900, IDR: 450_000, MYR: 13_000, PHP: 150_000, INR: 250_000, LKR: 950_000, USD: 2600 },
  },
];

export function storagePackageOf(code: string): StoragePackage | null {
  return STORAGE_PACKAGES.find((option) => option.code === code) ?? null;
}

/** How many weeks the tutor's Analytics shows, the current one last. */
export const ANALYTICS_WEEKS = 12;

/**
 * The last `weeks` weeks (Monday to Monday in `timeZone`), the current one last: each its first local date and
 * its [from, to) instants, for the tutor's Analytics.
 */
export function analyticsWeeksOf(
  now: Date,
  timeZone: string,
  weeks: number = ANALYTICS_WEEKS,
): { readonly weekStart: LocalDate; readonly from: Date; readonly to: Date }[] {
  const today = localDateOf(now, timeZone);
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return Array.from({ length: weeks }, (_, index) => {
    const weekStart = addDays(monday, -7 * (weeks - 1 - index));
    return {
      weekStart,
      from: zonedToInstant(weekStart, 0, timeZone),
      to: zonedToInstant(addDays(weekStart, 7), 0, timeZone),
    };
  });
}

/** Bookings per profile view, as a percentage with one decimal; null without views. */
export function conversionPercent(bookings: number, views: number): number | null {
  return views > 0 ? Math.round((bookings / views) * 1000) / 10 : null;
}
