import {
  DISPUTE_EVENT_KINDS,
  DISPUTE_KINDS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_STATUSES,
  MONEY_CURRENCIES,
  type CountryCode,
  type CurrencyCode,
  type DisputeEventKind,
  type DisputeKind,
  type DisputeOutcome,
  type DisputeParty,
  type DisputeReason,
  type DisputeStatus,
} from '@ajar/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { bookings } from '../booking';
import { resources } from '../resource';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));
const minor = (name: string) => bigint(name, { mode: 'number' });
const PARTIES = ['student', 'tutor'] as const;

/**
 * A dispute about one lesson. The proposal on the table, whose turn it is and until when, are kept on
 * the row (the timeline's last word) so a step reads and locks one row; dispute_events is the whole history.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<DisputeKind>().notNull(),
    reason: text('reason').$type<DisputeReason>().notNull(),
    description: text('description').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    openedBy: text('opened_by').$type<DisputeParty>().notNull(),
    country: text('country').$type<CountryCode>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    /** The most an outcome may refund, as the booking said when the dispute opened. */
    refundableMinor: minor('refundable_minor').notNull(),
    status: text('status').$type<DisputeStatus>().notNull().default('NEGOTIATING'),
    turn: text('turn').$type<DisputeParty>(),
    turnEndsAt: timestamptz('turn_ends_at'),
    /** Proposals after the opening claim: escalation waits for the first. */
    counters: integer('counters').notNull().default(0),
    proposalOutcome: text('proposal_outcome').$type<DisputeOutcome>().notNull(),
    proposalRefundMinor: minor('proposal_refund_minor').notNull(),
    proposalBy: text('proposal_by').$type<DisputeParty>().notNull(),
    escalatedBy: text('escalated_by').$type<DisputeParty>(),
    escalationFeeMinor: minor('escalation_fee_minor'),
    /** What was refunded in the end (agreement, silence or decision). */
    refundMinor: minor('refund_minor'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    decisionReason: text('decision_reason'),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One open dispute per lesson; a second one waits until the first is settled.
    uniqueIndex('disputes_one_open_per_booking')
      .on(table.bookingId)
      .where(sql`${table.status} in ('NEGOTIATING', 'ESCALATED')`),
    index('disputes_student_idx').on(table.studentId, table.createdAt),
    index('disputes_tutor_idx').on(table.tutorId, table.createdAt),
    index('disputes_status_idx').on(table.status, table.createdAt),
    check('disputes_kind_known', sql`${table.kind} in (${literals(DISPUTE_KINDS)})`),
    check('disputes_reason_known', sql`${table.reason} in (${literals(DISPUTE_REASONS)})`),
    check('disputes_status_known', sql`${table.status} in (${literals(DISPUTE_STATUSES)})`),
    check('disputes_outcome_known', sql`${table.proposalOutcome} in (${literals(DISPUTE_OUTCOMES)})`),
    check('disputes_currency_known', sql`${table.currency} in (${literals(MONEY_CURRENCIES)})`),
    check(
      'disputes_parties_known',
      sql`${table.openedBy} in (${literals(PARTIES)}) and ${table.proposalBy} in (${literals(PARTIES)})`,
    ),
    check(
      'disputes_turn_while_negotiating',
      sql`(${table.status} = 'NEGOTIATING') = (${table.turn} is not null and ${table.turnEndsAt} is not null)`,
    ),
    check(
      'disputes_amounts_valid',
      sql`${table.refundableMinor} >= 0 and ${table.proposalRefundMinor} between 0 and ${table.refundableMinor}
        and (${table.refundMinor} is null or ${table.refundMinor} between 0 and ${table.refundableMinor})`,
    ),
    check(
      'disputes_resolved_with_refund',
      sql`(${table.status} in ('AGREED', 'DECIDED')) = (${table.refundMinor} is not null and ${table.resolvedAt} is not null)`,
    ),
  ],
);

/** The timeline: every claim, proposal, message, escalation, timeout and decision, never rewritten. */
export const disputeEvents = pgTable(
  'dispute_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of events written in the same instant (a test clock, or one transaction). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DisputeEventKind>().notNull(),
    /** Who acted: a party, a staff member, or nobody (a timeout). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    party: text('party').$type<DisputeParty>(),
    outcome: text('outcome').$type<DisputeOutcome>(),
    refundMinor: minor('refund_minor'),
    message: text('message').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('dispute_events_dispute_idx').on(table.disputeId, table.createdAt),
    check('dispute_events_kind_known', sql`${table.kind} in (${literals(DISPUTE_EVENT_KINDS)})`),
    check(
      'dispute_events_outcome_known',
      sql`${table.outcome} is null or ${table.outcome} in (${literals(DISPUTE_OUTCOMES)})`,
    ),
  ],
);

/** Files a party attached (their own uploads, kind EVIDENCE). */
export const disputeEvidence = pgTable(
  'dispute_evidence',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'restrict' }),
    addedBy: uuid('added_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.disputeId, table.resourceId] })],
);

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeEventRow = typeof disputeEvents.$inferSelect;
