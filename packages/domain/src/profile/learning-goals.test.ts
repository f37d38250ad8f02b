import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { learningGoalsSchema, withinBudget } from './learning-goals';

const SUBJECT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const valid = {
  subjects: [SUBJECT],
  goal: 'EXAM',
  budgetPerHour: 5000,
  preferredDays: ['Sat', 'Mon', 'Mon'],
  preferredTimes: ['EVENING', 'MORNING'],
};

const messageOf = (input: unknown) => learningGoalsSchema.safeParse(input).error?.issues[0]?.message;

describe('learningGoalsSchema', () => {
  it('keeps each subject, day and time once, days and times in their order, no level as null', () => {
    expect(learningGoalsSchema.parse({ ...valid, subjects: [SUBJECT, OTHER, SUBJECT] })).toEqual({
      subjects: [SUBJECT, OTHER],
      level: null,
      goal: 'EXAM',
      budgetPerHour: 5000,
      preferredDays: ['Mon', 'Sat'],
      preferredTimes: ['MORNING', 'EVENING'],
    });
  });

  it('answers with the message of what is wrong', () => {
    expect(messageOf({ ...valid, subjects: [] })).toBe(MESSAGES.subjectRequired);
    expect(messageOf({ ...valid, subjects: ['maths'] })).toBe(MESSAGES.subjectRequired);
    const eleven = Array.from(
      { length: 11 },
      (_, i) => `${String(i).padStart(8, '0')}-1111-4111-8111-111111111111`,
    );
    expect(messageOf({ ...valid, subjects: eleven })).toBe(MESSAGES.goalsTooManySubjects);
    expect(messageOf({ ...valid, level: 'A level' })).toBe(MESSAGES.levelRequired);
    expect(messageOf({ ...valid, goal: 'FAME' })).toBe(MESSAGES.goalRequired);
    expect(messageOf({ ...valid, budgetPerHour: 12.5 })).toBe(MESSAGES.budgetInvalid);
    expect(messageOf({ ...valid, budgetPerHour: -1 })).toBe(MESSAGES.budgetInvalid);
    expect(messageOf({ ...valid, preferredDays: ['Funday'] })).toBe(MESSAGES.preferredDaysInvalid);
    expect(messageOf({ ...valid, preferredTimes: ['NIGHT'] })).toBe(MESSAGES.preferredTimesInvalid);
  });

  it('fits a price within the budget, and any price without one', () => {
    expect(withinBudget(5000, 5000)).toBe(true);
    expect(withinBudget(5001, 5000)).toBe(false);
    expect(withinBudget(1_000_000, null)).toBe(true);
  });
});
