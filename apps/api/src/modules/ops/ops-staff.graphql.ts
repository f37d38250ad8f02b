import { MONEY_CURRENCIES, suspendUserSchema } from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { staffPageSchema, staffPageType } from './staff-page.graphql';
import { parseInput } from '../../kernel/domain-error';
import type { StaffAccountView } from '../account';
import type { StaffAuditEntry } from '../audit';
import type { StaffPayoutView } from '../payout';
import type { ConsoleCounts } from './ops.shapes';
import { consoleCounts, listStaffAuditLog, listStaffPayouts } from './staff-lists.service';
import { findUserByEmailForStaff, restoreUser, suspendUser } from './suspension.service';

const StaffUserType = builder.objectRef<StaffAccountView>('StaffUser').implement({
  description: 'An account as the Ajar team sees it in the console (staff only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    country: t.exposeString('country'),
    roleCode: t.exposeString('roleCode'),
    isActive: t.exposeBoolean('isActive'),
    suspended: t.boolean({ resolve: (user) => user.suspendedAt !== null }),
    suspendedAt: t.expose('suspendedAt', { type: 'DateTime', nullable: true }),
    deactivationReason: t.exposeString('deactivationReason', { nullable: true }),
    dateJoined: t.expose('dateJoined', { type: 'DateTime' }),
    lastSignInAt: t.expose('lastSignInAt', { type: 'DateTime', nullable: true }),
  }),
});

const StaffPayoutType = builder.objectRef<StaffPayoutView>('StaffPayout').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.expose('amount', { type: 'Money', description: 'Minor units of `currency`.' }),
    currency: t.exposeString('currency'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    bookingId: t.exposeID('bookingId'),
    tutorId: t.exposeID('tutorId'),
    tutorName: t.exposeString('tutorName'),
    tutorEmail: t.exposeString('tutorEmail'),
    accountHolderName: t.exposeString('accountHolderName'),
    accountNumberLast4: t.exposeString('accountNumberLast4', { nullable: true }),
  }),
});

const StaffPayoutPageType = staffPageType('StaffPayoutPage', StaffPayoutType);

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

const StaffAuditEntryType = builder.objectRef<StaffAuditEntry>('StaffAuditEntry').implement({
  description: 'One staff action: who, what, on which thing, when, and the thing before and after.',
  fields: (t) => ({
    id: t.exposeID('id'),
    staffId: t.exposeID('staffId'),
    staffName: t.exposeString('staffName'),
    action: t.exposeString('action'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId'),
    before: t.string({ nullable: true, description: 'JSON text.', resolve: (entry) => json(entry.before) }),
    after: t.string({ nullable: true, description: 'JSON text.', resolve: (entry) => json(entry.after) }),
    reason: t.exposeString('reason'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const StaffConsoleType = builder.objectRef<ConsoleCounts>('StaffConsole').implement({
  fields: (t) => ({
    openReports: t.exposeInt('openReports'),
    suspendedUsers: t.exposeInt('suspendedUsers'),
    payoutCount: t.exposeInt('payouts', {
      description: 'How many payouts there are (a count, not an amount).',
    }),
    lastAuditAt: t.expose('lastAuditAt', { type: 'DateTime', nullable: true }),
  }),
});

const emailSchema = z.string().trim().min(1).max(254);
const entityTypeSchema = z.string().trim().min(1).max(40).optional();

builder.queryFields((t) => ({
  getStaffConsole: t.withAuth({ staff: true }).field({
    type: StaffConsoleType,
    description: "Staff only: the console home's figures.",
    resolve: (_root, _args, { deps }) => consoleCounts(deps),
  }),
  getStaffUser: t.withAuth({ staff: true }).field({
    type: StaffUserType,
    nullable: true,
    description: 'Staff only: the account with this email, or null.',
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) => findUserByEmailForStaff(deps, parseInput(emailSchema, args.email)),
  }),
  getStaffPayouts: t.withAuth({ staff: true }).field({
    type: StaffPayoutPageType,
    description:
      "Staff only: every tutor's payouts, newest first, a page of OPS_PAGE_SIZE, optionally in one currency.",
    args: { page: t.arg.int(), currency: t.arg.string() },
    resolve: (_root, args, { deps }) =>
      listStaffPayouts(deps, {
        page: parseInput(staffPageSchema, args.page ?? undefined),
        ...(args.currency ? { currency: parseInput(z.enum(MONEY_CURRENCIES), args.currency) } : {}),
      }),
  }),
  getStaffAuditLog: t.withAuth({ staff: true }).field({
    type: [StaffAuditEntryType],
    nullable: { list: false, items: true },
    description:
      'Staff only: the audit log, newest first, OPS_PAGE_SIZE entries before `before` (the last one read), ' +
      'optionally of one kind of thing (USER, REPORT, REVIEW, MESSAGE, DISPUTE, …).',
    args: { before: t.arg({ type: 'DateTime' }), entityType: t.arg.string() },
    resolve: (_root, args, { deps }) =>
      listStaffAuditLog(deps, {
        ...(args.before ? { before: args.before } : {}),
        ...(args.entityType ? { entityType: parseInput(entityTypeSchema, args.entityType) } : {}),
      }),
  }),
}));

builder.mutationFields((t) => ({
  suspendUser: t.withAuth({ staff: true }).field({
    type: StaffUserType,
    description:
      'Staff only: the account cannot sign in (accountSuspended), its sessions end at once, and a tutor leaves ' +
      'search. Audited with the reason.',
    args: { userId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      suspendUser(deps, viewer, parseInput(suspendUserSchema, args)),
  }),
  restoreUser: t.withAuth({ staff: true }).field({
    type: StaffUserType,
    description: 'Staff only: lifts a suspension. Audited with the reason.',
    args: { userId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      restoreUser(deps, viewer, parseInput(suspendUserSchema, args)),
  }),
}));
