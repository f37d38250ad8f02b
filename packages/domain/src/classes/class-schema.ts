import { z } from 'zod';
import type { CountryCode } from '../markets';
import { MESSAGES } from '../messages';
import { isLocalDate } from '../trust/zoned-time';
import {
  CLASS_DESCRIPTION_MAX,
  CLASS_MESSAGE_MAX,
  CLASS_SEATS_MAX,
  CLASS_SEATS_MIN,
  CLASS_SESSION_MINUTES_MAX,
  CLASS_SESSION_MINUTES_MIN,
  CLASS_SESSION_STEP_MINUTES,
  CLASS_SESSIONS_MAX,
  CLASS_SESSIONS_MIN,
  CLASS_TITLE_MAX,
  classPriceMaxMinor,
} from './classes';

/** The forms of a group class, shared by the API and the web; apart so the shell loads no zod. */

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pvid = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .pipe(z.guid({ error: message }));

/** Minutes after local midnight of an HH:mm wall-clock time, or null. */
export function minutesOfTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** One session as the tutor enters it: a date and a start time in their market's zone, and a length. */
export const classSessionSchema = z
  .object({
    date: z.string({ error: MESSAGES.classSessionInvalid }),
    time: z.string({ error: MESSAGES.classSessionInvalid }),
    durationMinutes: z
      .number({ error: MESSAGES.classSessionInvalid })
      .int({ error: MESSAGES.classSessionInvalid })
      .min(CLASS_SESSION_MINUTES_MIN, { error: MESSAGES.classSessionInvalid })
      .max(CLASS_SESSION_MINUTES_MAX, { error: MESSAGES.classSessionInvalid })
      .multipleOf(CLASS_SESSION_STEP_MINUTES, { error: MESSAGES.classSessionInvalid }),
  })
  .refine((session) => isLocalDate(session.date), { error: MESSAGES.classSessionInvalid })
  .refine(
    (session) => {
      const minutes = minutesOfTime(session.time);
      return minutes !== null && minutes % CLASS_SESSION_STEP_MINUTES === 0;
    },
    { error: MESSAGES.classSessionInvalid },
  );

export type ClassSessionInput = z.input<typeof classSessionSchema>;

const priceSchema = (country: CountryCode) =>
  z
    .number({ error: MESSAGES.classPriceRequired })
    .int({ error: MESSAGES.classPriceRequired })
    .positive({ error: MESSAGES.classPriceRequired })
    .max(classPriceMaxMinor(country), { error: MESSAGES.priceAboveMaximum });

const seatsSchema = z
  .number({ error: MESSAGES.classSeatsInvalid })
  .int({ error: MESSAGES.classSeatsInvalid })
  .min(CLASS_SEATS_MIN, { error: MESSAGES.classSeatsInvalid })
  .max(CLASS_SEATS_MAX, { error: MESSAGES.classSeatsInvalid });

const titleSchema = z
  .string({ error: MESSAGES.titleRequired })
  .trim()
  .min(1, { error: MESSAGES.titleRequired })
  .max(CLASS_TITLE_MAX, { error: MESSAGES.classTitleTooLong });

const descriptionSchema = z
  .string({ error: MESSAGES.classDescriptionRequired })
  .trim()
  .min(1, { error: MESSAGES.classDescriptionRequired })
  .max(CLASS_DESCRIPTION_MAX, { error: MESSAGES.classDescriptionTooLong });

/** A class a tutor of `country` creates; the price per seat is in minor units of the market's currency. */
export const createClassSchema = (country: CountryCode) =>
  z.object({
    title: titleSchema,
    subjectPvid: pvid(MESSAGES.subjectRequired),
    levelPvid: pvid(MESSAGES.levelRequired),
    description: descriptionSchema,
    coverPvid: z
      .string()
      .trim()
      .pipe(z.guid({ error: MESSAGES.classCoverInvalid }))
      .nullish()
      .transform((value) => value ?? null),
    seats: seatsSchema,
    priceMinor: priceSchema(country),
    sessions: z
      .array(classSessionSchema, { error: MESSAGES.classSessionsRequired })
      .min(CLASS_SESSIONS_MIN, { error: MESSAGES.classSessionsRequired })
      .max(CLASS_SESSIONS_MAX, { error: MESSAGES.classSessionsTooMany }),
  });

export type CreateClassInput = z.input<ReturnType<typeof createClassSchema>>;
export type CreateClass = z.output<ReturnType<typeof createClassSchema>>;

/** updateClass: what is given changes (price and seats under the rules the service checks). */
export const updateClassSchema = (country: CountryCode) =>
  z.object({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    coverPvid: z
      .string()
      .trim()
      .pipe(z.guid({ error: MESSAGES.classCoverInvalid }))
      .nullish(),
    seats: seatsSchema.optional(),
    priceMinor: priceSchema(country).optional(),
  });

export type UpdateClass = z.output<ReturnType<typeof updateClassSchema>>;

export const classMessageSchema = z
  .string({ error: MESSAGES.classMessageInvalid })
  .trim()
  .min(1, { error: MESSAGES.classMessageInvalid })
  .max(CLASS_MESSAGE_MAX, { error: MESSAGES.classMessageInvalid });
