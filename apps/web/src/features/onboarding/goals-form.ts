import {
  MARKETS,
  learningGoalsSchema,
  majorText,
  parseMajor,
  type CountryCode,
  type LearningGoal,
  type LearningGoals,
  type PreferredTime,
  type Weekday,
} from '@ajar/domain';

/** The goals form as the student fills it: the budget as typed, in major units of the market's currency. */
export interface GoalsValues {
  readonly subjects: readonly string[];
  readonly level: string | null;
  readonly goal: LearningGoal | null;
  readonly budget: string;
  readonly preferredDays: readonly Weekday[];
  readonly preferredTimes: readonly PreferredTime[];
}

export type GoalsField = 'subjects' | 'level' | 'goal' | 'budget' | 'preferredDays' | 'preferredTimes';
export const GOALS_FIELDS: readonly GoalsField[] = [
  'subjects',
  'level',
  'goal',
  'budget',
  'preferredDays',
  'preferredTimes',
];

export const EMPTY_GOALS: GoalsValues = {
  subjects: [],
  level: null,
  goal: null,
  budget: '',
  preferredDays: [],
  preferredTimes: [],
};

/** A budget of minor units back to the major-unit text the input shows. */
export function budgetText(minor: number | null, country: CountryCode): string {
  if (minor === null) return '';
  return majorText(minor, MARKETS[country].currency);
}

/** The domain's rules over the form: the input to send, or each field's message (the spec's English text). */
export function checkGoals(
  values: GoalsValues,
  country: CountryCode,
):
  | { readonly ok: true; readonly input: LearningGoals }
  | { readonly ok: false; readonly errors: Partial<Record<GoalsField, string>> } {
  const typed = values.budget.trim();
  const budgetPerHour = typed === '' ? null : (parseMajor(typed, MARKETS[country].currency) ?? -1);
  const parsed = learningGoalsSchema.safeParse({
    subjects: values.subjects,
    level: values.level,
    goal: values.goal,
    budgetPerHour,
    preferredDays: values.preferredDays,
    preferredTimes: values.preferredTimes,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<GoalsField, string>> = {};
  for (const issue of parsed.error.issues) {
    const head = issue.path[0];
    const field: GoalsField | undefined =
      head === 'budgetPerHour' ? 'budget' : GOALS_FIELDS.find((name) => name === head);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
