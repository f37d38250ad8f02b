import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { marketReference, sessionFor, type MarketReference } from '../../profile-helpers';
import { signedInStaff } from '../../staff-helpers';
import { startTestApp, type TestApp } from '../../test-app';
import { type UserRow, resolveViewer } from '../../../modules/account/testing';
import { disputes } from '../../../modules/dispute';
import { accounts, balanceOf } from '../../../modules/ledger/testing';
import { profileSubjectLevels, profileSubjects } from '../../../modules/profile/testing';
import { disputeFeesHeld } from './booking-model-dispute-expectations';
import { operation, type Operation } from './booking-model-operations';
import { runSequence } from './booking-model-run';
import { EXAMPLES, MUST_REACH, WORKED_DISPUTE } from './booking-model-walks';
import type { Person, Tutor } from './booking-model-state';
import { bookingWorld, bookings } from '../../../modules/booking/testing';

/**
 * The booking money lifecycle against a model. Each run gets two fresh students and two fresh tutors (one
 * with a bank account, one without until an operation adds it) and plays a random sequence of top-ups
 * (direct and by card), bookings of overlapping slots, card checkouts approved, declined or left open (and
 * approved late, after the booking ended), partial and full balance payments, accept, reject, cancel (the
 * mutations and updateBooking), done, the tutor's transfer (earning and payout), time passing (lessons
 * start and end: done waits for the end, a paid lesson is cancelled only before its start), the jobs, and replays
 * of earlier successful calls, each by the rightful party, the booking's other party or a stranger.
 * Disputes too: a student's dispute of a done lesson, either party's no-show report, counter-proposals (full,
 * partial, no refund), accepting one, escalating with the fee from the payer's balance, the team's decision, and
 * the turn clock running out through the jobs; by the parties, a stranger or the team. Booking and dispute calls
 * go through GraphQL; payments through the services behind the payment REST routes and the sandbox callback.
 *
 * The model predicts every answer: a booking's next status from the domain state machine, the money from
 * booking-money's rules (escrow holds what the balance paid while PENDING and the lesson's price once paid;
 * a first booking's prepaid lessons beyond this one go to the balance; a refund returns what escrow holds;
 * a transfer moves the price to the tutor and out to the bank; a card payment's 2.9% fee comes on top), and a
 * dispute's from the dispute rules (its refund out of escrow, the rest the tutor's; the fee held, then back to the
 * payer a decision favours, else a platform fee; no transfer while it is open). A refusal must be the predicted
 * domain error (never INTERNAL) and change nothing. After every step the server's bookings, disputes, payments
 * and tracked balances equal the model's, exactly the predicted ledger entries were written, the ledger sums to
 * zero with every cached balance equal to its entries, no account that may not go negative is below zero, and
 * the entries naming each booking (or its payments) and each dispute leave in escrow and in DISPUTE_FEES_HELD
 * exactly what it still holds, never below zero; the tutor got exactly their earning for each transferred booking.
 */

describe('the booking money lifecycle against a model', () => {
  let t: TestApp;
  let world: ReturnType<typeof bookingWorld>;
  let reference: MarketReference;
  let staffId: string;
  const reached = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
    reference = await marketReference(t, 'sg');
    staffId = (await signedInStaff(t)).userId;
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
      {
        t,
        world,
        reached,
        tutor: bookableTutor,
        student: async () => person(await makeStudent(db())),
        staffId,
        signIn: (userId) => sessionFor(t, { id: userId }),
      },
      operations,
    );

  it('keeps balances and escrow at zero or more and the ledger at zero after every step', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 8, maxLength: 25, size: 'max' }),
        async (operations) => {
          await play(operations);
        },
      ),
      { numRuns: 30, examples: EXAMPLES.map((example): [Operation[]] => [[...example]]) },
    );
    expect(
      MUST_REACH.filter((kind) => !reached.has(kind)),
      'kinds of steps never reached',
    ).toEqual([]);
  });

  it('plays the worked dispute to the exact balances', async () => {
    const system = [accounts.escrow(), accounts.fees(), disputeFeesHeld(), accounts.payoutClearing()];
    const before = await Promise.all(system.map((account) => balanceOf(db(), account)));
    const run = await play(WORKED_DISPUTE);
    const [student, tutor] = [run.students[0].party.userId, run.tutors[0].party.userId];
    expect(await balanceOf(db(), accounts.student(student))).toBe(40_000);
    expect(await balanceOf(db(), accounts.student(tutor))).toBe(0);
    expect(await balanceOf(db(), accounts.tutor(tutor))).toBe(0);
    const after = await Promise.all(system.map((account) => balanceOf(db(), account)));
    expect(after).toEqual(before);
    const [booking] = await db().select().from(bookings).where(eq(bookings.studentId, student));
    expect(booking).toMatchObject({ status: 'DONE', tutorShareMinor: 0, disputeOpen: false });
    expect(booking?.completedAt).not.toBeNull();
    const [dispute] = await db().select().from(disputes).where(eq(disputes.studentId, student));
    expect(dispute).toMatchObject({
      status: 'DECIDED',
      refundableMinor: 4_000,
      proposalRefundMinor: 2_000,
      escalatedBy: 'student',
      escalationFeeMinor: 1_000,
      refundMinor: 4_000,
    });
  });
});
