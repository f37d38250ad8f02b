import {
  ASSIGNMENT_EXPERIENCE_YEARS,
  CURRENCY_DECIMALS,
  MARKETS,
  assignmentSchema,
  fieldErrorsOf,
  parseMajor,
  suggestedAssignmentPriceRange,
  type Assignment,
  type CountryCode,
  type CurrencyCode,
  type MessageKey,
  type TutorGenderPreference,
} from '@ajar/domain';

export type AssignmentExperience = (typeof ASSIGNMENT_EXPERIENCE_YEARS)[number];

/**
 * What the post-assignment form holds. Prices are typed in MAJOR units (e.g. "25.50"); the pickers start
 * empty so the spec's "You have to choose…" messages have something to say.
 */
export interface AssignmentFormValues {
  title: string;
  subjectPvid: string | null;
  curriculumPvid: string | null;
  tutorGender: TutorGenderPreference | null;
  location: string;
  priceRange: { start: string; end: string };
  tutorExperience: AssignmentExperience;
  notes: string;
  isJoin: boolean;
  joinStudent: number | null;
  broadcast: boolean;
}

/** The inputs of the form, by the names the schema and the server use for their errors. */
export const ASSIGNMENT_FORM_FIELDS = [
  'title',
  'subjectPvid',
  'curriculumPvid',
  'tutorGender',
  'location',
  'priceRange',
  'tutorExperience',
  'notes',
  'isJoin',
  'joinStudent',
  'broadcast',
] as const;
export type AssignmentFormField = (typeof ASSIGNMENT_FORM_FIELDS)[number];

/** Minor units as the text a person types, without grouping: 2050 SGD cents → "20.50", 1000 → "10". */
export function minorToMajorText(minor: number, currency: CurrencyCode): string {
  const scale = 10 ** CURRENCY_DECIMALS[currency];
  const fraction = minor % scale;
  const whole = String((minor - fraction) / scale);
  return fraction === 0 ? whole : `${whole}.${String(fraction).padStart(CURRENCY_DECIMALS[currency], '0')}`;
}

/** An empty form whose price range is the market's suggestion (spec section 9). */
export function emptyAssignmentForm(country: CountryCode): AssignmentFormValues {
  const { currency } = MARKETS[country];
  const suggested = suggestedAssignmentPriceRange(country);
  return {
    title: '',
    subjectPvid: null,
    curriculumPvid: null,
    tutorGender: null,
    location: '',
    priceRange: {
      start: minorToMajorText(suggested.min, currency),
      end: minorToMajorText(suggested.max, currency),
    },
    tutorExperience: 0,
    notes: '',
    isJoin: false,
    joinStudent: null,
    broadcast: true,
  };
}

/** The form field an error path of the schema (or the server's `fields`) belongs to, if any. */
export function formFieldOf(path: string): AssignmentFormField | null {
  const head = path.split('.')[0] ?? '';
  return (ASSIGNMENT_FORM_FIELDS as readonly string[]).includes(head) ? (head as AssignmentFormField) : null;
}

export type AssignmentFormReading =
  | { readonly ok: true; readonly input: Assignment }
  | { readonly ok: false; readonly errors: Partial<Record<AssignmentFormField, MessageKey>> };

/** Prices in minor units, or undefined (which the schema words as 'You have to set the price range'). */
function minorOrUndefined(text: string, currency: CurrencyCode): number | undefined {
  return parseMajor(text, currency) ?? undefined;
}

/**
 * Validates the form with the domain's `assignmentSchema` (the one the API parses with) after turning
 * the typed prices into minor units of the market's currency. Errors come back per form field.
 */
export function readAssignmentForm(
  values: AssignmentFormValues,
  country: CountryCode,
): AssignmentFormReading {
  const { currency } = MARKETS[country];
  const parsed = assignmentSchema(country).safeParse({
    title: values.title,
    curriculumPvid: values.curriculumPvid ?? undefined,
    subjectPvid: values.subjectPvid ?? undefined,
    tutorExperience: values.tutorExperience,
    location: values.location,
    notes: values.notes,
    isActive: true,
    tutorGender: values.tutorGender ?? undefined,
    isJoin: values.isJoin,
    joinStudent: values.isJoin ? (values.joinStudent ?? undefined) : 0,
    priceRange: {
      startPrice: minorOrUndefined(values.priceRange.start, currency),
      endPrice: minorOrUndefined(values.priceRange.end, currency),
    },
    broadcast: values.broadcast,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<AssignmentFormField, MessageKey>> = {};
  for (const [path, key] of Object.entries(fieldErrorsOf(parsed.error))) {
    const field = formFieldOf(path);
    if (field) errors[field] ??= key;
  }
  return { ok: false, errors };
}
