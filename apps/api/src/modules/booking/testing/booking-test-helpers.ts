import type { CountryCode, CurrencyCode } from '@ajar/domain';
import { expect } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { marketReference, sessionFor } from '../../../test/profile-helpers';
import type { TestApp } from '../../../test/test-app';
import { openAllDay } from '../../availability/testing';
import { accounts, newKey, post, transfer } from '../../ledger/testing';
import { balanceOf } from '../../ledger/testing';
import { profileSubjectLevels, profileSubjects } from '../../profile/testing';
import { bankAccounts } from '../../payout/testing';

export const BOOKING_FIELDS = `pvid startTime endTime location status notes classUrl statusAfterPayment
  isTutorWithdrawMoney amountPaidUsingUserBalance price dueAmount currency duration type isFirstBooking
  availableActions subjectInfo { pvid subject level }
  student { userPvid email firstName lastName phone } tutor { userPvid email firstName lastName }`;

export const ADD_BOOKING = `mutation Add($tutorPvid: ID!, $subjectPvid: ID!, $startTime: DateTime!, $endTime: DateTime!,
  $type: BookingType!, $location: String, $notes: String, $duration: Int!, $status: BookingStatus) {
  addBooking(tutorPvid: $tutorPvid, subjectPvid: $subjectPvid, startTime: $startTime, endTime: $endTime,
    type: $type, location: $location, notes: $notes, duration: $duration, status: $status) {
    booking { ${BOOKING_FIELDS} } isThisFirstBooking bookingPrice currency hasEnoughBalance
    firstBookingMsgData { numberOfLessons tutorName remainsAmountAfterFirstBooking }
    amountWillPaidUsePaymentsMethods amountWillPaidUseUserBalance
  }
}`;

export const UPDATE_BOOKING = `mutation Update($id: ID!, $status: BookingStatus, $startTime: DateTime, $endTime: DateTime,
  $location: String, $notes: String) {
  updateBooking(id: $id, status: $status, startTime: $startTime, endTime: $endTime, location: $location, notes: $notes) {
    ${BOOKING_FIELDS}
  }
}`;

export const bookingMutation = (name: string) =>
  `mutation Act($bookingId: ID!) { ${name}(bookingId: $bookingId) { ${BOOKING_FIELDS} } }`;

export interface Party {
  readonly userId: string;
  readonly token: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** Test people and money for the booking tests. */
export function bookingWorld(t: TestApp) {
  /** A bookable tutor; with `allDay` (the default) their hours are open all day, so tests book any hour. */
  async function tutor(pricePerHourMinor = 4000, country: CountryCode = 'sg', allDay = true) {
    const reference = await marketReference(t, country);
    const user = await makeTutor(t.deps.db, { country });
    if (allDay) await openAllDay(t.deps.db, user.id);
    const [taught] = await t.deps.db
      .insert(profileSubjects)
      .values({ userId: user.id, subjectId: reference.subjects[0]?.id ?? '' })
      .returning({ id: profileSubjects.id });
    const [level] = await t.deps.db
      .insert(profileSubjectLevels)
      .values({
        userId: user.id,
        profileSubjectId: taught?.id ?? '',
        levelId: reference.levels[0]?.id ?? '',
        pricePerHourMinor,
      })
      .returning({ id: profileSubjectLevels.id });
    const party: Party = {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      token: await sessionFor(t, user),
    };
    return {
      ...party,
      subjectLevelId: level?.id ?? '',
      subjectName: reference.subjects[0]?.name ?? '',
      levelName: reference.levels[0]?.name ?? '',
    };
  }

  async function student(country: CountryCode = 'sg'): Promise<Party> {
    const user = await makeStudent(t.deps.db, { country });
    return {
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      token: await sessionFor(t, user),
    };
  }

  /** Money on a student's balance, as a top-up through the provider would put it. */
  async function topUp(userId: string, amountMinor: number, currency: CurrencyCode = 'SGD'): Promise<void> {
    await post(
      t.deps.db,
      transfer(
        'BALANCE_TOP_UP',
        newKey('top-up'),
        accounts.paymentClearing(currency),
        accounts.student(userId, currency),
        amountMinor,
      ),
    );
  }

  const balance = (userId: string, currency: CurrencyCode = 'SGD') =>
    balanceOf(t.deps.db, accounts.student(userId, currency));

  async function bankAccount(userId: string, currency: CurrencyCode = 'SGD'): Promise<void> {
    await t.deps.db.insert(bankAccounts).values({
      userId,
      currency,
      accountHolderName: 'Test Tutor',
      accountNumber: '123456789',
      country: 'sg',
      city: 'Singapore',
      postCode: '018956',
      firstLine: '1 Marina Boulevard',
    });
  }

  /** A lesson `hours` from the test clock's now, on the hour, `minutes` long. */
  function lesson(hours: number, minutes = 60) {
    const start = new Date(t.clock.now().getTime() + hours * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    return {
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
      duration: minutes,
    };
  }

  return { tutor, student, topUp, balance, bankAccount, lesson };
}

/** The one GraphQL error of a result, as code and message key. */
export function expectRefusal(
  result: { errors?: readonly { extensions?: Record<string, unknown> }[] | undefined },
  code: string,
  messageKey: string,
): void {
  expect(result.errors?.[0]?.extensions).toMatchObject({ code, messageKey });
}
