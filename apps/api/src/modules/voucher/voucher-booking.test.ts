import { COMPLETION_HOURS, systemAccount } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ADD_BOOKING, BOOKING_FIELDS, bookingWorld } from '../booking/testing';
import { balanceOf, expectSoundLedger } from '../ledger/testing';
import {
  VOUCHER_FIELDS,
  claim,
  generalVoucher,
  tutorVoucher,
  type VoucherFields,
} from './testing/voucher-test-helpers';

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
beforeAll(async () => {
  t = await startTestApp();
  world = bookingWorld(t);
});
afterAll(() => t.close());

interface BookingFields {
  pvid: string;
  status: string;
  price: number;
  dueAmount: number;
  discountAmount: number;
  voucherCode: string | null;
}

const APPLY = `mutation Apply($id: ID!, $voucherCode: String, $status: BookingStatus) {
  updateBooking(id: $id, voucherCode: $voucherCode, status: $status) { ${BOOKING_FIELDS} discountAmount voucherCode }
}`;

async function pendingBooking(
  student: { token: string },
  tutor: { userId: string; subjectLevelId: string },
  hours = 48,
) {
  const result = await t.gql<{ addBooking: { booking: BookingFields } }>(
    ADD_BOOKING,
    { tutorPvid: tutor.userId, subjectPvid: tutor.subjectLevelId, type: 'ONLINE', ...world.lesson(hours) },
    { token: student.token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.addBooking.booking;
}

const apply = (token: string, id: string, voucherCode: string, status?: string) =>
  t.gql<{ updateBooking: BookingFields }>(
    APPLY,
    { id, voucherCode, ...(status ? { status } : {}) },
    { token },
  );

const voucherAs = async (token: string, code: string) =>
  (
    await t.gql<{ getOneVoucherDetails: VoucherFields }>(
      `query($code: String!) { getOneVoucherDetails(voucherCode: $code) { ${VOUCHER_FIELDS} } }`,
      { code },
      { token },
    )
  ).data?.getOneVoucherDetails;

describe('a voucher at checkout (updateBooking(voucherCode))', () => {
  it('takes 20% off the lesson; the tutor funds it and sees it used', async () => {
    const tutor = await world.tutor(4000);
    const voucher = await tutorVoucher(t, tutor, { percentage: 20 });
    const student = await world.student();
    const booking = await pendingBooking(student, tutor);
    expect(booking.dueAmount).toBe(32_000);

    // A free voucher is claimed on the way.
    const applied = await apply(student.token, booking.pvid, voucher.code.toLowerCase());
    expect(applied.errors).toBeUndefined();
    expect(applied.data?.updateBooking).toMatchObject({ discountAmount: 800, voucherCode: voucher.code });
    await world.topUp(student.userId, 31_200);
    const paid = await apply(student.token, booking.pvid, voucher.code, 'PAID');
    expect(paid.data?.updateBooking.status).toBe('PAID');
    // The first booking's 7 prepaid lessons go to the balance; escrow keeps the discounted lesson.
    expect(await world.balance(student.userId)).toBe(28_000);
    expect(await voucherAs(student.token, voucher.code)).toMatchObject({
      isClaimed: true,
      isUsedBefore: true,
      ableToUse: false,
    });
    expect(await voucherAs(tutor.token, voucher.code)).toMatchObject({
      usedAtCheckout: 1,
      discountGiven: 800,
    });

    // The same claim cannot be used twice.
    const second = await pendingBooking(student, tutor, 72);
    expectError(await apply(student.token, second.pvid, voucher.code), 'CONFLICT', 'voucherUsed');

    // The tutor funds the discount: after the lesson they are paid out the price less it.
    await world.bankAccount(tutor.userId);
    const payouts = () => balanceOf(t.deps.db, systemAccount('PAYOUT_CLEARING', 'SGD'));
    const before = await payouts();
    const act = (status: string) =>
      t.gql(
        'mutation($id: ID!, $status: BookingStatus) { updateBooking(id: $id, status: $status) { pvid } }',
        {
          id: booking.pvid,
          status,
        },
        { token: tutor.token },
      );
    expect((await act('ACCEPTED')).errors).toBeUndefined();
    t.clock.advance(50 * 3_600_000);
    expect((await act('DONE')).errors).toBeUndefined();
    // The money moves once the lesson completes: 72 h after done, by the jobs.
    t.clock.advance(COMPLETION_HOURS * 3_600_000);
    await t.runJobs();
    const moved = await t.gql(
      'mutation($id: ID!) { tutorTransfareBookingMoneyToHisAccount(bookingId: $id) { pvid } }',
      { id: booking.pvid },
      { token: tutor.token },
    );
    expect(moved.errors).toBeUndefined();
    expect((await payouts()) - before).toBe(3200);
    await expectSoundLedger(t.deps.db);
  });

  it('never takes more than the lesson’s price (a fixed voucher larger than it)', async () => {
    const tutor = await world.tutor(4000);
    const voucher = await tutorVoucher(t, tutor, { amount: 10_000 });
    const student = await world.student();
    const booking = await pendingBooking(student, tutor);
    const applied = await apply(student.token, booking.pvid, voucher.code);
    expect(applied.data?.updateBooking.discountAmount).toBe(4000);
  });

  it('refuses another tutor’s voucher, another market’s, and a voucher nobody has', async () => {
    const tutor = await world.tutor();
    const other = await world.tutor();
    const voucher = await tutorVoucher(t, other);
    const student = await world.student();
    const booking = await pendingBooking(student, tutor);
    expectError(await apply(student.token, booking.pvid, voucher.code), 'CONFLICT', 'voucherNotForThis');
    expectError(await apply(student.token, booking.pvid, 'NO-SUCH-CODE'), 'NOT_FOUND', 'voucherInvalid');
    const abroad = await generalVoucher(t, { country: 'id' });
    expectError(await apply(student.token, booking.pvid, abroad.code), 'CONFLICT', 'voucherOtherMarket');
    const tutorsOwn = await tutorVoucher(t, tutor);
    expectError(await apply(tutor.token, booking.pvid, tutorsOwn.code), 'FORBIDDEN', 'forbidden');
    const unchanged = await apply(student.token, booking.pvid, '');
    expect(unchanged.data?.updateBooking).toMatchObject({ discountAmount: 0, voucherCode: null });
  });

  it('pays a general-use voucher from PROMOTIONS and gives it all back when the booking is cancelled', async () => {
    const tutor = await world.tutor(4000);
    const general = await generalVoucher(t, { percentage: 25 });
    const student = await world.student();
    expect((await claim(t, student.token, general.id)).errors).toBeUndefined();
    const booking = await pendingBooking(student, tutor);
    const promotions = () => balanceOf(t.deps.db, systemAccount('PROMOTIONS', 'SGD'));
    const before = await promotions();
    expect((await apply(student.token, booking.pvid, general.code)).data?.updateBooking.discountAmount).toBe(
      1000,
    );
    await world.topUp(student.userId, 31_000);
    expect((await apply(student.token, booking.pvid, general.code, 'PAID')).errors).toBeUndefined();
    expect(await promotions()).toBe(before - 1000);
    expect(await world.balance(student.userId)).toBe(28_000);

    const cancelled = await apply(student.token, booking.pvid, general.code, 'CANCELLED');
    expect(cancelled.errors?.[0]?.extensions?.messageKey ?? null).toBe(null);
    expect(await promotions()).toBe(before);
    // The student gets back what they paid for the lesson (3,000), and the claim can be used again.
    expect(await world.balance(student.userId)).toBe(31_000);
    expect(await voucherAs(student.token, general.code)).toMatchObject({
      isUsedBefore: false,
      ableToUse: true,
    });
    await expectSoundLedger(t.deps.db);
  });
});
