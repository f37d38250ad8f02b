import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { marketReference, sessionFor, type MarketReference } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { type UserRow, resolveViewer } from '../account/testing';
import { profileSubjectLevels, profileSubjects } from '../profile/testing';
import { EXAMPLES, MUST_REACH, operation, type Operation } from './booking-model-operations';
import { runSequence } from './booking-model-run';
import type { Person, Tutor } from './booking-model-state';
import { bookingWorld } from './booking-test-helpers';

/**
 * The booking money lifecycle against a model. Each run gets two fresh students and two fresh tutors (one
 * with a bank account, one without until an operation adds it) and plays a random sequence of top-ups
 * (direct and by card), bookings of overlapping slots, card checkouts approved, declined or left open (and
 * approved late, after the booking ended), partial and full balance payments, accept, reject, cancel (the
 * mutations and updateBooking), done, the tutor's transfer (earning and payout), time passing (lessons
 * start and end: done waits for the end, a paid lesson is cancelled only before its start), and replays of earlier
 * successful calls, each by the rightful party, the booking's other party or a stranger. Booking calls go
 * through GraphQL; payments through the services behind the payment REST routes and the sandbox callback.
 *
 * The model predicts every answer: a booking's next status from the domain state machine, the money from
 * booking-money's rules (escrow holds what the balance paid while PENDING and the lesson's price once paid;
 * a first booking's prepaid lessons beyond this one go to the balance; a refund returns what escrow holds;
 * a transfer moves the price to the tutor and out to the bank; a card payment's 2.9% fee comes on top). A
 * refusal must be the predicted domain error (never INTERNAL) and change nothing. After every step the
 * server's bookings, payments and tracked balances equal the model's, exactly the predicted ledger entries
 * were written, the ledger sums to zero with every cached balance equal to its entries, and no account that
 * may not go negative is below zero. After each run, the entries naming a booking (or its payments) leave in
 * escrow exactly what it still holds (nothing once ended or transferred), and the tutor got exactly the
 * lesson's price for each transferred booking.
 */

describe('the booking money lifecycle against a model', () => {
  let t: TestApp;
  let world: ReturnType<typeof bookingWorld>;
  let reference: MarketReference;
  const reached = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
    reference = await marketReference(t, 'sg');
  });
  afterAll(() => t.close());
  const db = () => t.deps.db;

  async function person(user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>): Promise<Person> {
    const token = await sessionFor(t, user);
    const viewer = await resolveViewer(t.deps, token);
    if (!viewer) throw new Error('no session');
    return { party: { userId: user.id, firstName: user.firstName, lastName: user.lastName, token }, viewer };
  }

  /** What bookingWorld's tutor() makes, without seeding the reference lists again for every run. */
  async function bookableTutor(pricePerHourMinor: number): Promise<Tutor> {
    const user = await makeTutor(db());
    const [taught] = await db()
      .insert(profileSubjects)
      .values({ userId: user.id, subjectId: reference.subjects[0]?.id ?? '' })
      .returning({ id: profileSubjects.id });
    const [level] = await db()
      .insert(profileSubjectLevels)
      .values({
        userId: user.id,
        profileSubjectId: taught?.id ?? '',
        levelId: reference.levels[0]?.id ?? '',
        pricePerHourMinor,
      })
      .returning({ id: profileSubjectLevels.id });
    return { ...(await person(user)), subjectLevelId: level?.id ?? '' };
  }

  const play = (operations: readonly Operation[]) =>
    runSequence(
      { t, world, reached, tutor: bookableTutor, student: async () => person(await makeStudent(db())) },
      operations,
    );

  it('keeps balances and escrow at zero or more and the ledger at zero after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 25, size: 'max' }), play),
      { numRuns: 14, examples: EXAMPLES.map((example): [Operation[]] => [[...example]]) },
    );
    expect([...reached].sort()).toEqual(expect.arrayContaining(MUST_REACH));
  });
});
