import { ledgerAccountKey, mayGoNegative, type CurrencyCode, type LedgerAccountRef } from '@ajar/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { balanceOf, ledgerDiscrepancies, ledgerSum } from './ledger.queries';
import type { PostTransactionInput } from './ledger.service';
import { accounts, errorText, isDomainError, newKey, post, transfer } from './testing/ledger-test-helpers';

/**
 * Random sequences of money movements against a model of the balances: the ledger accepts exactly the
 * movements that keep every user account (and the escrow) at zero or more, replays change nothing, and
 * after every step each currency sums to zero and every cached balance is the sum of its entries.
 */

type Party = 0 | 1;
type Operation =
  | { readonly type: 'topUp' | 'use' | 'refund'; readonly student: Party; readonly amount: number }
  | { readonly type: 'earning' | 'payout'; readonly tutor: Party; readonly amount: number }
  | { readonly type: 'payment' | 'fee'; readonly amount: number }
  | { readonly type: 'replay'; readonly back: number };

const amount = fc.integer({ min: 1, max: 5000 });
const party = fc.constantFrom<Party>(0, 1);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    type: fc.constantFrom('topUp' as const, 'use' as const, 'refund' as const),
    student: party,
    amount,
  }),
  fc.record({ type: fc.constantFrom('earning' as const, 'payout' as const), tutor: party, amount }),
  fc.record({ type: fc.constantFrom('payment' as const, 'fee' as const), amount }),
  fc.record({ type: fc.constant('replay' as const), back: fc.nat({ max: 10 }) }),
);

interface Parties {
  readonly currency: CurrencyCode;
  readonly students: readonly [string, string];
  readonly tutors: readonly [string, string];
}

function movementOf(operation: Exclude<Operation, { type: 'replay' }>, parties: Parties, key: string) {
  const { currency } = parties;
  const escrow = accounts.escrow(currency);
  switch (operation.type) {
    case 'topUp':
      return transfer(
        'BALANCE_TOP_UP',
        key,
        accounts.paymentClearing(currency),
        accounts.student(parties.students[operation.student], currency),
        operation.amount,
      );
    case 'use':
      return transfer(
        'BALANCE_USE',
        key,
        accounts.student(parties.students[operation.student], currency),
        escrow,
        operation.amount,
      );
    case 'refund':
      return transfer(
        'REFUND',
        key,
        escrow,
        accounts.student(parties.students[operation.student], currency),
        operation.amount,
      );
    case 'earning':
      return transfer(
        'TUTOR_EARNING',
        key,
        escrow,
        accounts.tutor(parties.tutors[operation.tutor], currency),
        operation.amount,
      );
    case 'payout':
      return transfer(
        'PAYOUT',
        key,
        accounts.tutor(parties.tutors[operation.tutor], currency),
        accounts.payoutClearing(currency),
        operation.amount,
      );
    case 'payment':
      return transfer('PAYMENT', key, accounts.paymentClearing(currency), escrow, operation.amount);
    case 'fee':
      return transfer('FEE', key, escrow, accounts.fees(currency), operation.amount);
  }
}

function accountsOf(parties: Parties): LedgerAccountRef[] {
  const { currency } = parties;
  return [
    ...parties.students.map((id) => accounts.student(id, currency)),
    ...parties.tutors.map((id) => accounts.tutor(id, currency)),
    accounts.escrow(currency),
    accounts.fees(currency),
    accounts.paymentClearing(currency),
    accounts.payoutClearing(currency),
  ];
}

describe('the ledger against a model', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());
  const db = () => database.db;

  async function runSequence(currency: CurrencyCode, operations: readonly Operation[]): Promise<void> {
    const parties: Parties = {
      currency,
      students: [(await makeStudent(db())).id, (await makeStudent(db())).id],
      tutors: [(await makeTutor(db())).id, (await makeTutor(db())).id],
    };
    const tracked = accountsOf(parties);
    const model = new Map<string, number>();
    for (const account of tracked) model.set(ledgerAccountKey(account), await balanceOf(db(), account));
    const posted: PostTransactionInput[] = [];
    const accepted = new Set<string>();

    for (const operation of operations) {
      const input =
        operation.type === 'replay'
          ? posted[posted.length - 1 - (operation.back % Math.max(posted.length, 1))]
          : movementOf(operation, parties, newKey('model'));
      if (!input) continue;
      posted.push(input);
      const next = new Map(model);
      for (const { account, amountMinor } of input.entries) {
        const key = ledgerAccountKey(account);
        next.set(key, (next.get(key) ?? 0) + amountMinor);
      }
      const replay = accepted.has(input.idempotencyKey);
      const overdrawn = input.entries.some(
        ({ account }) => !mayGoNegative(account.kind) && (next.get(ledgerAccountKey(account)) ?? 0) < 0,
      );
      const outcome = await post(db(), input).then(
        (result) => ({ ok: true as const, replayed: result.replayed }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      if (replay) {
        expect(outcome).toEqual({ ok: true, replayed: true });
      } else if (overdrawn) {
        expect(outcome.ok, 'an overdraft was accepted').toBe(false);
        if (!outcome.ok)
          expect(isDomainError(outcome.error, 'insufficientBalance'), errorText(outcome.error)).toBe(true);
      } else {
        expect(outcome).toEqual({ ok: true, replayed: false });
        accepted.add(input.idempotencyKey);
        for (const [key, value] of next) model.set(key, value);
      }
      for (const account of tracked) {
        expect(await balanceOf(db(), account), ledgerAccountKey(account)).toBe(
          model.get(ledgerAccountKey(account)),
        );
      }
      expect(await ledgerSum(db(), currency)).toBe(0);
      expect(await ledgerDiscrepancies(db())).toEqual({
        accountsOffBalance: [],
        unbalancedTransactionIds: [],
      });
    }
  }

  it('keeps user accounts at zero or more and the ledger at zero after every step', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<CurrencyCode>('SGD', 'IDR'),
        fc.array(operation, { minLength: 1, maxLength: 25 }),
        runSequence,
      ),
      { numRuns: 25 },
    );
  });
});
