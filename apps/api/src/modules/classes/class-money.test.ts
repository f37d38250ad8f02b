import { systemAccount, userAccount } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../booking/testing';
import { cartApi } from '../cart/testing';
import { balanceOf, expectSoundLedger } from '../ledger/testing';
import { paymentApi } from '../payment/testing';
import {
  CURRENCY,
  cancelSession,
  createClassAs,
  enrol,
  escrowOfClass,
  sessionsAhead,
  setUpClasses,
  t,
  world,
} from './testing/classes-test-helpers';

/** A class's money: enrolling, the seat limit, the cart, checkout, refunds and earnings. */
setUpClasses();

const escrow = (currency: 'SGD' | 'IDR') => balanceOf(t.deps.db, systemAccount('CLASS_ESCROW', currency));

describe('enrolling', () => {
  it('takes the price from the balance into escrow, once per student, never past the seats', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor, 'sg', { seats: 2, price: 10_000 });
    const escrowBefore = await escrow('SGD');
    const [first, second, third] = [await world.student(), await world.student(), await world.student()];
    for (const student of [first, second, third]) await world.topUp(student!.userId, 12_000);
    expect((await enrol(first!.token, created.id)).data?.enrolInClass).toMatchObject({
      paid: 10_000,
      currency: 'SGD',
    });
    expect(await world.balance(first!.userId)).toBe(2000);
    expectRefusal(await enrol(first!.token, created.id), 'CONFLICT', 'classAlreadyEnrolled');
    expect((await enrol(second!.token, created.id)).errors).toBeUndefined();
    expectRefusal(await enrol(third!.token, created.id), 'CONFLICT', 'classFull');
    expect(await world.balance(third!.userId)).toBe(12_000);
    expect(await escrow('SGD')).toBe(escrowBefore + 20_000);
    await expectSoundLedger(t.deps.db);
  });

  it('refuses too little balance (nothing taken), the tutor, another market, a tutor and a guest', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor);
    const poor = await world.student('sg');
    await world.topUp(poor.userId, 9999);
    expectRefusal(await enrol(poor.token, created.id), 'CONFLICT', 'insufficientBalance');
    expect(await world.balance(poor.userId)).toBe(9999);
    expectRefusal(await enrol(tutor.token, created.id), 'CONFLICT', 'classOwnClass');
    const elsewhere = await world.student('id');
    expectRefusal(await enrol(elsewhere.token, created.id), 'FORBIDDEN', 'differentCountry');
    const otherTutor = await world.tutor(4000, 'sg');
    expectRefusal(await enrol(otherTutor.token, created.id), 'FORBIDDEN', 'classStudentsOnly');
    expectRefusal(await enrol('', created.id), 'UNAUTHENTICATED', 'notLoggedIn');
    const page = await t.gql<{ getClass: { seatsTaken: number } }>(
      `query($id: ID!) { getClass(id: $id) { seatsTaken } }`,
      { id: created.id },
    );
    expect(page.data?.getClass.seatsTaken).toBe(0);
  });

  it('closes enrolment once the first session has started', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor);
    const student = await world.student('sg');
    await world.topUp(student.userId, 10_000);
    const start = new Date(created.sessions[0]!.startTime);
    const saved = t.clock.now();
    t.clock.set(new Date(start.getTime() + 60_000));
    expectRefusal(await enrol(student.token, created.id), 'CONFLICT', 'classEnrolmentClosed');
    t.clock.set(saved);
  });

  it('enrols through the cart (item type Class) with a lesson, all or nothing', async () => {
    const cart = cartApi(t, world);
    const tutor = await world.tutor(4000, 'sg');
    // Dearer than what a first booking's prepaid lessons return to the balance (7 × SGD 40.00).
    const created = await createClassAs(tutor, 'sg', { price: 40_000 });
    const student = await world.student('sg');
    const lesson = await cart.pending(student, tutor, 30);
    expect((await cart.add(student.token, lesson.id)).errors).toBeUndefined();
    const added = await cart.add(student.token, created.id, { itemType: 'Class' });
    expect(added.data?.addItemToCart).toEqual({ success: true, count: 2 });
    const view = await t.gql<{
      getUserCartsItems: {
        totalPrice: number;
        classes: { classPrices: number; items: { classId: string }[] };
      };
    }>(
      `query { getUserCartsItems { totalPrice classes { classPrices items { classId price } } } }`,
      {},
      { token: student.token },
    );
    expect(view.data?.getUserCartsItems).toMatchObject({
      totalPrice: lesson.due + 40_000,
      classes: { classPrices: 40_000, items: [{ classId: created.id }] },
    });
    // The lesson (SGD 40.00; its 7 prepaid lessons return to the balance) and the seat need SGD 440.00. One cent
    // short: the lesson is paid first inside the checkout, the seat fails, and nothing stays paid.
    await world.topUp(student.userId, 4000 + 40_000 - 1);
    expectRefusal(await cart.checkout(student.token), 'CONFLICT', 'insufficientBalance');
    expect(await world.balance(student.userId)).toBe(43_999);
    const still = await cart.cart(student.token);
    expect(still.data?.getUserCartsItems.count).toBe(2);
    await world.topUp(student.userId, 1);
    const paid = await t.gql<{
      checkoutCartWithAjarBalance: { bookingIds: string[]; classIds: string[]; totalPrice: number };
    }>(
      `mutation { checkoutCartWithAjarBalance { bookingIds classIds totalPrice } }`,
      {},
      { token: student.token },
    );
    expect(paid.data?.checkoutCartWithAjarBalance).toEqual({
      bookingIds: [lesson.id],
      classIds: [created.id],
      totalPrice: lesson.due + 40_000,
    });
    expect(await world.balance(student.userId)).toBe(0);
    await expectSoundLedger(t.deps.db);
  });

  it('enrols through checkout at the sandbox provider: the charge lands in the balance, the seat is paid from it', async () => {
    const payments = paymentApi(t);
    const tutor = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor, 'sg', { price: 10_000 });
    const student = await world.student('sg');
    const offer = await payments.call(
      'GET',
      `/payments/paymentMethods/class?classId=${created.id}`,
      student.token,
    );
    expect(offer.body).toMatchObject({ amount: 10_000, currency: 'SGD', providerAvailable: true });
    const checkout = await payments.createTransaction(student.token, {
      service: 'CLASS',
      classId: created.id,
    });
    expect(checkout.status).toBe(201);
    const paid = await payments.payOnSandbox(checkout.body as never);
    expect(paid.status).toBe(303);
    const page = await t.gql<{ getClass: { viewerEnrolled: boolean; seatsTaken: number } }>(
      `query($id: ID!) { getClass(id: $id) { viewerEnrolled seatsTaken } }`,
      { id: created.id },
      { token: student.token },
    );
    expect(page.data?.getClass).toEqual({ viewerEnrolled: true, seatsTaken: 1 });
    expect(await world.balance(student.userId)).toBe(0);
    await expectSoundLedger(t.deps.db);
  });
});

describe('cancelling a session and earning', () => {
  for (const country of ['sg', 'id'] as const) {
    it(`refunds every enrolled student the session's share exactly (${CURRENCY[country]})`, async () => {
      const currency = CURRENCY[country];
      const tutor = await world.tutor(4000, country);
      // SGD 100.00 or IDR 100,000 over 3 sessions: shares 3334/3333/3333 and 33,334/33,333/33,333.
      const price = country === 'sg' ? 10_000 : 100_000;
      const created = await createClassAs(tutor, country, {
        price,
        sessions: sessionsAhead(country, [2, 4, 6]),
      });
      const students = [await world.student(country), await world.student(country)];
      for (const student of students) {
        await world.topUp(student.userId, price, currency);
        expect((await enrol(student.token, created.id)).errors).toBeUndefined();
      }
      expect(await escrowOfClass(created.id)).toBe(price * 2);
      const first = created.sessions[0]!;
      const cancelled = await cancelSession(tutor.token, created.id, first.id);
      expect(cancelled.data?.cancelClassSession).toEqual({ refunded: first.share * 2, students: 2 });
      for (const student of students) expect(await world.balance(student.userId, currency)).toBe(first.share);
      expect(await escrowOfClass(created.id)).toBe(price * 2 - first.share * 2);
      expectRefusal(
        await cancelSession(tutor.token, created.id, first.id),
        'CONFLICT',
        'classSessionNotCancellable',
      );
      const [student] = students;
      expectRefusal(
        await cancelSession(student!.token, created.id, created.sessions[1]!.id),
        'FORBIDDEN',
        'forbidden',
      );

      // The second session ends: the tutor earns its share of both seats; a started session cannot be cancelled.
      const second = created.sessions[1]!;
      t.clock.set(new Date(new Date(second.endTime).getTime() + 60_000));
      await t.runJobs();
      const earnings = await balanceOf(t.deps.db, userAccount('TUTOR_EARNINGS', tutor.userId, currency));
      expect(earnings).toBe(second.share * 2);
      expectRefusal(
        await cancelSession(tutor.token, created.id, second.id),
        'CONFLICT',
        'classSessionNotCancellable',
      );

      // The last one is cancelled: refunded; the class stays (a session was taught), the seats say what came back.
      const third = created.sessions[2]!;
      await cancelSession(tutor.token, created.id, third.id);
      const mine = await t.gql<{ getMyOnlineClasses: { paid: number; refunded: number; status: string }[] }>(
        `query { getMyOnlineClasses { paid refunded status } }`,
        {},
        { token: student!.token },
      );
      expect(mine.data?.getMyOnlineClasses).toEqual([
        { paid: price, refunded: first.share + third.share, status: 'ENROLLED' },
      ]);
      expect(first.share + second.share + third.share).toBe(price);
      // Everything paid in has left escrow: refunded for sessions 1 and 3, earned for session 2.
      expect(await escrowOfClass(created.id)).toBe(0);
      await expectSoundLedger(t.deps.db);
    });
  }

  it('cancels the class when its last session is cancelled: every seat refunded whole', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor, 'sg', { price: 5001, sessions: sessionsAhead('sg', [3, 4]) });
    const student = await world.student('sg');
    await world.topUp(student.userId, 5001);
    await enrol(student.token, created.id);
    for (const session of created.sessions) await cancelSession(tutor.token, created.id, session.id);
    expect(await world.balance(student.userId)).toBe(5001);
    const page = await t.gql<{ getClass: { status: string; enrolmentOpen: boolean } }>(
      `query($id: ID!) { getClass(id: $id) { status enrolmentOpen } }`,
      { id: created.id },
    );
    expect(page.data?.getClass).toEqual({ status: 'CANCELLED', enrolmentOpen: false });
    await expectSoundLedger(t.deps.db);
  });
});
