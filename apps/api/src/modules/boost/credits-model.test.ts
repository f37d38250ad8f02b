import {
  BOOST_TYPES,
  CREDIT_PRICE_MINOR,
  SANDBOX_CARD_DECLINED,
  boostPriceOf,
  boostWindow,
  transactionFeeMinor,
  type BoostType,
} from '@ajar/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTutor } from '../../db/seed/factories';
import { signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { expectSoundLedger } from '../ledger/testing';
import { paymentApi, settlePayment } from '../payment/testing';
import { boost } from './testing/boost-test-helpers';

/**
 * Credits and boosts against a model. Each run gets a fresh tutor and plays a random sequence of
 * credit purchases on the sandbox (approved or declined), replays of an approval, boosts of either type for a
 * sold or unsold length, and time passing. The model predicts the answer of every call and, after every step,
 * the server must hold exactly the model's credits, history lines and running or queued boosts, the ledger must
 * sum to zero in money and in credits with every cached balance equal to its entries, and no credits account
 * may be below zero.
 */

type Operation =
  | { readonly type: 'buy'; readonly credits: number; readonly approved: boolean }
  | { readonly type: 'replay'; readonly purchase: number }
  | { readonly type: 'boost'; readonly boostType: BoostType; readonly numberOfDays: number }
  | { readonly type: 'time'; readonly hours: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    type: fc.constant('buy' as const),
    credits: fc.constantFrom(10, 50, 100, 250),
    approved: fc.boolean(),
  }),
  fc.record({ type: fc.constant('replay' as const), purchase: fc.nat({ max: 5 }) }),
  fc.record({
    type: fc.constant('boost' as const),
    boostType: fc.constantFrom(...BOOST_TYPES),
    numberOfDays: fc.constantFrom(1, 2, 3, 7, 14),
  }),
  // At most 36 hours a step: a run stays well inside the 30-day session it plays in.
  fc.record({ type: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 36 }) }),
);

/** A walk through every state, played first: buy, refuse, boost, queue, and both boosts end. */
const EXAMPLE: Operation[] = [
  { type: 'buy', credits: 10, approved: false },
  { type: 'boost', boostType: 'HomePage', numberOfDays: 1 },
  { type: 'buy', credits: 50, approved: true },
  { type: 'boost', boostType: 'CategoryListingPage', numberOfDays: 1 },
  { type: 'boost', boostType: 'CategoryListingPage', numberOfDays: 1 },
  { type: 'replay', purchase: 0 },
  { type: 'time', hours: 36 },
  { type: 'time', hours: 36 },
];

interface ModelBoost {
  readonly boostType: BoostType;
  readonly startsAt: number;
  readonly endsAt: number;
}

const HOUR = 60 * 60 * 1000;

describe('credits and boosts against a model', () => {
  let t: TestApp;
  let api: ReturnType<typeof paymentApi>;
  /** What the runs went through: each must happen at least once, or the model proved little. */
  const reached = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'http://ajar.test' });
    api = paymentApi(t);
  });
  afterAll(() => t.close());

  async function serverState(token: string) {
    const answer = await t.gql<{
      getUserCredits: { credits: number };
      getUserCreditsHistory: unknown[];
      getUserBoosts: { boostType: BoostType; startsAt: string; endsAt: string; status: string }[];
    }>(
      '{ getUserCredits { credits } getUserCreditsHistory { id } getUserBoosts { boostType startsAt endsAt status } }',
      {},
      { token },
    );
    expect(answer.errors).toBeUndefined();
    if (!answer.data) throw new Error('no state');
    return answer.data;
  }

  async function play(operations: readonly Operation[]): Promise<void> {
    const tutor = await makeTutor(t.deps.db, { firstName: 'Model', lastName: 'Credits' });
    const token = await signInToken(t, tutor.email);
    let credits = 0;
    let lines = 0;
    const boosts: ModelBoost[] = [];
    const approvals: string[] = [];
    let replays = 0;

    for (const step of operations) {
      const now = t.clock.now().getTime();
      if (step.type === 'buy') {
        const checkout = await api.createTransaction(token, { service: 'CREDITS', credits: step.credits });
        const price = step.credits * CREDIT_PRICE_MINOR.SGD;
        expect(checkout.body).toMatchObject({ amount: price, fee: transactionFeeMinor(price, 'SGD') });
        const form: Record<string, string> = step.approved ? {} : { cardNumber: SANDBOX_CARD_DECLINED };
        await api.payOnSandbox(checkout.body as never, form);
        reached.add(step.approved ? 'bought' : 'declined');
        if (step.approved) {
          credits += step.credits;
          lines += 1;
          approvals.push(new URL(String(checkout.body['checkoutUrl'])).pathname.split('/').pop() ?? '');
        }
      } else if (step.type === 'replay') {
        const reference = approvals[step.purchase % Math.max(approvals.length, 1)];
        if (reference) {
          const outcome = { reference, approved: true, method: 'card', reason: null };
          expect(
            await settlePayment(t.deps, 'sandbox', outcome, `replay-${(replays += 1)}-${tutor.id}`),
          ).toBe('unchanged');
        }
      } else if (step.type === 'boost') {
        const answer = await boost(t, token, step.boostType, step.numberOfDays);
        const price = boostPriceOf(step.boostType, step.numberOfDays);
        if (price === null) expect(answer.errors?.[0]?.extensions?.['messageKey']).toBe('boostLengthInvalid');
        else if (price > credits) {
          expect(answer.errors?.[0]?.extensions?.['messageKey']).toBe('notEnoughCredits');
          reached.add('refused');
        } else {
          expect(answer.errors).toBeUndefined();
          reached.add(answer.data?.boostTutorProfile.boost.status === 'QUEUED' ? 'queued' : 'boosted');
          const queuedUntil = Math.max(
            0,
            ...boosts
              .filter((row) => row.boostType === step.boostType && row.endsAt > now)
              .map((row) => row.endsAt),
          );
          const window = boostWindow(
            new Date(now),
            queuedUntil > 0 ? new Date(queuedUntil) : null,
            step.numberOfDays,
          );
          boosts.push({
            boostType: step.boostType,
            startsAt: window.startsAt.getTime(),
            endsAt: window.endsAt.getTime(),
          });
          credits -= price;
          lines += 1;
        }
      } else {
        t.clock.advance(step.hours * HOUR);
      }

      const at = t.clock.now().getTime();
      if (boosts.some((row) => row.endsAt <= at && row.endsAt > now)) reached.add('ended');
      const server = await serverState(token);
      expect(server.getUserCredits.credits).toBe(credits);
      expect(server.getUserCreditsHistory).toHaveLength(lines);
      const live = boosts
        .filter((row) => row.endsAt > at)
        .sort((a, b) => a.startsAt - b.startsAt || a.boostType.localeCompare(b.boostType));
      expect(
        server.getUserBoosts.map((row) => ({
          boostType: row.boostType,
          startsAt: Date.parse(row.startsAt),
          endsAt: Date.parse(row.endsAt),
          status: row.status,
        })),
      ).toEqual(live.map((row) => ({ ...row, status: row.startsAt <= at ? 'ACTIVE' : 'QUEUED' })));
      await expectSoundLedger(t.deps.db);
    }
  }

  it('keeps credits, history, boosts and the ledger as the model says after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 14 }), (operations) =>
        play(operations),
      ),
      { numRuns: 25, examples: [[EXAMPLE]] },
    );
    expect([...reached].sort()).toEqual(['boosted', 'bought', 'declined', 'ended', 'queued', 'refused']);
  }, 240_000);
});
