import {
  LEARNING_GOALS,
  PREFERRED_TIMES,
  type LearningGoal,
  type PreferredTime,
  type Weekday,
} from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { levels } from '../reference';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A student's learning goals, asked at onboarding (one row per student, replaced on each save): the subjects
 * (reference subject ids of the student's market), a level, why, the most an hour in the market's currency
 * (minor units) and when. They choose the tutors recommended on the student's home.
 */
export const learningGoals = pgTable(
  'learning_goals',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectIds: uuid('subject_ids').array().notNull(),
    levelId: uuid('level_id').references(() => levels.id, { onDelete: 'set null' }),
    goal: text('goal').$type<LearningGoal>().notNull(),
    budgetPerHourMinor: bigint('budget_per_hour_minor', { mode: 'number' }),
    currency: text('currency').notNull(),
    preferredDays: text('preferred_days').array().$type<Weekday[]>().notNull(),
    preferredTimes: text('preferred_times').array().$type<PreferredTime[]>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    check('learning_goals_goal_known', sql`${table.goal} in (${quoted(LEARNING_GOALS)})`),
    check(
      'learning_goals_times_known',
      sql`${table.preferredTimes} <@ array[${quoted(PREFERRED_TIMES)}]::text[]`,
    ),
    check('learning_goals_budget_not_negative', sql`${table.budgetPerHourMinor} >= 0`),
    check('learning_goals_has_subject', sql`cardinality(${table.subjectIds}) >= 1`),
  ],
);

export type LearningGoalsRow = typeof learningGoals.$inferSelect;
