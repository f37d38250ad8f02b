import { MATCHING_MAX_LESSONS_PER_WEEK, MATCHING_MAX_SUBJECTS, WEEKDAYS, type Weekday } from '@ajar/domain';

/** What a student asks the matching guide for; the URL holds it so a link reproduces the matches. */
export interface MatchingRequest {
  readonly subjects: readonly string[];
  readonly lessonPerWeek: number;
  readonly preferredDays: readonly Weekday[];
}

export type MatchingField = 'subjects' | 'lessonPerWeek' | 'preferredDays';
export type MatchingErrorKey = 'subjectsRequired' | 'subjectsTooMany' | 'lessonsRange' | 'daysRequired';
export type MatchingErrors = Partial<Record<MatchingField, MatchingErrorKey>>;

export const DEFAULT_LESSONS_PER_WEEK = 1;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const isWeekday = (value: string): value is Weekday => (WEEKDAYS as readonly string[]).includes(value);

export function validateMatchingRequest(request: MatchingRequest): MatchingErrors {
  const errors: MatchingErrors = {};
  if (request.subjects.length === 0) errors.subjects = 'subjectsRequired';
  else if (request.subjects.length > MATCHING_MAX_SUBJECTS) errors.subjects = 'subjectsTooMany';
  const lessons = request.lessonPerWeek;
  if (!Number.isInteger(lessons) || lessons < 1 || lessons > MATCHING_MAX_LESSONS_PER_WEEK) {
    errors.lessonPerWeek = 'lessonsRange';
  }
  if (request.preferredDays.length === 0) errors.preferredDays = 'daysRequired';
  return errors;
}

export function isValidMatchingRequest(request: MatchingRequest): boolean {
  return Object.keys(validateMatchingRequest(request)).length === 0;
}

export function matchingFromSearch(params: URLSearchParams): MatchingRequest {
  const subjects = (params.get('subjects') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => ID_PATTERN.test(value));
  const lessons = Number(params.get('lessons'));
  const days = new Set((params.get('days') ?? '').split(',').filter(isWeekday));
  return {
    subjects: [...new Set(subjects)],
    lessonPerWeek: Number.isInteger(lessons) && lessons > 0 ? lessons : DEFAULT_LESSONS_PER_WEEK,
    // Kept in week order whatever order they were picked in.
    preferredDays: WEEKDAYS.filter((day) => days.has(day)),
  };
}

export function searchFromMatching(request: MatchingRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.subjects.length > 0) params.set('subjects', request.subjects.join(','));
  params.set('lessons', String(request.lessonPerWeek));
  const days = WEEKDAYS.filter((day) => request.preferredDays.includes(day));
  if (days.length > 0) params.set('days', days.join(','));
  return params;
}
