import { systemAccount, userAccount, type CurrencyCode } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { postTransactions, type PostTransactionInput } from '../ledger';
import type { ClassEnrolmentRow, ClassRow, ClassSessionRow } from './classes.tables';

/*
 * Every money movement of a group class, each a balanced ledger transaction inside the caller's database
 * transaction (which holds the class row's lock). CLASS_ESCROW holds, per class, what the enrolled students
 * paid less what cancelled sessions refunded and what ended sessions earned the tutor:
 * - enrolling: the seat's price (the shares of the sessions not cancelled) from the student's balance;
 * - a cancelled session: its share back to each enrolled student's balance, one transaction per student;
 * - a session that ended: its share of every enrolled seat to the tutor's earnings, one transaction.
 */

const escrow = (currency: CurrencyCode) => systemAccount('CLASS_ESCROW', currency);
const reference = (row: ClassRow) => ({ type: 'class', id: row.id });

export async function payEnrolment(
  tx: Transaction,
  row: ClassRow,
  enrolment: ClassEnrolmentRow,
): Promise<void> {
  await postTransactions(tx, [
    {
      kind: 'CLASS_ENROLMENT',
      idempotencyKey: `class-enrolment:${enrolment.id}:pay`,
      reference: reference(row),
      entries: [
        {
          account: userAccount('STUDENT_BALANCE', enrolment.studentId, row.currency),
          amountMinor: -enrolment.paidMinor,
        },
        { account: escrow(row.currency), amountMinor: enrolment.paidMinor },
      ],
    },
  ]);
}

/** A cancelled session's share back to each enrolled student: one transaction per refund, posted together. */
export async function refundSession(
  tx: Transaction,
  row: ClassRow,
  session: ClassSessionRow,
  enrolments: readonly ClassEnrolmentRow[],
): Promise<void> {
  if (session.shareMinor <= 0 || enrolments.length === 0) return;
  const refunds: PostTransactionInput[] = enrolments.map((enrolment) => ({
    kind: 'CLASS_SESSION_REFUND',
    idempotencyKey: `class-session:${session.id}:refund:${enrolment.id}`,
    reference: reference(row),
    entries: [
      { account: escrow(row.currency), amountMinor: -session.shareMinor },
      {
        account: userAccount('STUDENT_BALANCE', enrolment.studentId, row.currency),
        amountMinor: session.shareMinor,
      },
    ],
  }));
  await postTransactions(tx, refunds);
}

/** A session that ended: its share of every enrolled seat to the tutor; returns the amount earned. */
export async function earnSession(
  tx: Transaction,
  row: ClassRow,
  session: ClassSessionRow,
  enrolments: readonly ClassEnrolmentRow[],
): Promise<number> {
  const amount = session.shareMinor * enrolments.length;
  if (amount <= 0) return 0;
  await postTransactions(tx, [
    {
      kind: 'CLASS_SESSION_EARNING',
      idempotencyKey: `class-session:${session.id}:earning`,
      reference: reference(row),
      entries: [
        { account: escrow(row.currency), amountMinor: -amount },
        { account: userAccount('TUTOR_EARNINGS', row.tutorId, row.currency), amountMinor: amount },
      ],
    },
  ]);
  return amount;
}
