import {
  ASSIGNMENT_JOIN_STUDENTS_MAX,
  ASSIGNMENT_LOCATION_MAX,
  ASSIGNMENT_TITLE_MAX,
  AUTO_MESSAGES_MAX,
  BOOKING_DURATION_MAX_MINUTES,
  BOOKING_LOCATION_MAX,
  BOOKING_NOTES_MAX,
  FAVOURITE_UNITS_MAX,
  MARKETS,
  PROFILE_SECTIONS,
  RATING_MAX,
  SANDBOX_CARD_DECLINED,
  SKILL_NAME_MAX,
  PREVIEW_LIST_MAX,
  TEXT_LIMIT,
  TUTOR_ARTICLE_STATUSES,
  maximumPriceMinor,
  type CountryCode,
} from '@ajar/domain';
import { expect } from 'vitest';
import { makeStudent, makeTutor } from '../db/seed/factories';
import { openAllDay } from '../modules/availability/testing';
import { ADD_ASSIGNMENT, ANSWER } from '../modules/assignment/testing';
import { ADD_BOOKING, UPDATE_BOOKING, bookingMutation } from '../modules/booking/testing';
import { ADD_AUTO, CREATE_ROOM, SEND } from '../modules/chat/testing';
import { paymentApi } from '../modules/payment/testing';
import { tutorArticles } from '../modules/reads/testing';
import { codeOf, latestMailTo } from './account-helpers';
import { completeSections } from './profile-fixtures';
import { marketReference, nth, sessionFor } from './profile-helpers';
import {
  ADD_TESTIMONIAL,
  CONFIRM_TESTIMONIAL,
  GET_OWN_PROFILE,
  GET_PROFILE_OF,
  UPDATE_PROFILE,
  UPDATE_SKILL,
  UPDATE_SUBJECT,
} from './profile-operations';
import type { GraphQLResponse, TestApp } from './test-app';

/*
 * The extreme values a real marketplace will hold, seeded through the API (so every limit is the
 * one the API enforces) for one tutor and one student of a market: every text at its longest, prices at the
 * market's maximum, 6-hour lessons, every booking status and every payment status. The extreme-values test
 * then reads every list and calendar and wants no error at all.
 */

/** The largest value of a PostgreSQL integer column (counters that are not money). */
const INT4_MAX = 2_147_483_647;

/** `length` characters (UTF-16 units and code points alike), mixed scripts, no edge spaces to trim. */
export function longText(length: number, label = 'Ajar'): string {
  const pattern = `${label} Ünïcödé 漢字 ñandú — `;
  return `${pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length - 1)}.`;
}

export interface ExtremePerson {
  readonly userId: string;
  readonly token: string;
  /** The public profile token. */
  readonly code: string;
}

export interface ExtremeWorld {
  readonly country: CountryCode;
  readonly tutor: ExtremePerson;
  readonly student: ExtremePerson;
  readonly hourlyMinor: number;
  /** Booking ids by the status each was left in. */
  readonly bookings: Readonly<
    Record<'PENDING' | 'PAID' | 'ACCEPTED' | 'DONE' | 'REJECTED' | 'CANCELLED', string>
  >;
  readonly roomId: string;
  readonly assignmentId: string;
  /** The reference subject the tutor teaches (matching, assignments). */
  readonly subjectId: string;
}

function ok<Data>(answer: GraphQLResponse<Data>, what: string): Data {
  expect(answer.errors, what).toBeUndefined();
  if (!answer.data) throw new Error(`${what}: no data`);
  return answer.data;
}

export async function seedExtremeValues(t: TestApp, country: CountryCode = 'id'): Promise<ExtremeWorld> {
  const { currency } = MARKETS[country];
  const api = paymentApi(t);
  const reference = await marketReference(t, country);
  const tutorRow = await makeTutor(t.deps.db, { country });
  // Any hour of the day is bookable: the fixtures' lessons follow the test clock, not the default hours.
  await openAllDay(t.deps.db, tutorRow.id);
  const studentRow = await makeStudent(t.deps.db, { country });
  const tutor = { userId: tutorRow.id, token: await sessionFor(t, tutorRow), code: tutorRow.token };
  const student = { userId: studentRow.id, token: await sessionFor(t, studentRow), code: studentRow.token };
  const gql = <Data>(what: string, query: string, variables: Record<string, unknown>, token?: string) =>
    t.gql<Data>(query, variables, token ? { token } : {}).then((answer) => ok(answer, what));

  // Profiles: listed in search (every section complete), every free text at its longest.
  await completeSections(t.deps.db, tutor.userId, PROFILE_SECTIONS, reference);
  for (const [person, label] of [
    [tutor, 'Tutor'],
    [student, 'Student'],
  ] as const) {
    await gql(
      'updateProfile',
      UPDATE_PROFILE,
      {
        firstName: longText(TEXT_LIMIT, `${label}First`),
        lastName: longText(TEXT_LIMIT, `${label}Last`),
        address: longText(TEXT_LIMIT, 'Jalan'),
        description: longText(TEXT_LIMIT, 'About'),
      },
      person.token,
    );
  }
  await gql('updateSkill', UPDATE_SKILL, { list: [longText(SKILL_NAME_MAX, 'Skill')] }, tutor.token);
  const hourlyMinor = maximumPriceMinor(country);
  const priced = await gql<{
    updateSubject: { subjectList: { pvid: string; levels: { pvid: string }[] }[] };
  }>(
    'updateSubject',
    UPDATE_SUBJECT,
    {
      list: [
        {
          programmeSubjectPvid: nth(reference.subjects, 0).id,
          levels: [{ programmeLevelPvid: nth(reference.levels, 0).id, pricePerHour: hourlyMinor }],
        },
      ],
    },
    tutor.token,
  );
  const subject = nth(priced.updateSubject.subjectList, 0);
  const subjectLevelId = nth(subject.levels, 0).pvid;
  await gql(
    'addBankAccount',
    ADD_BANK_ACCOUNT,
    {
      currency,
      country,
      accountHolderName: longText(TEXT_LIMIT, 'Holder'),
      accountNumber: '1234567890123456',
      bankCode: '014',
      city: longText(TEXT_LIMIT, 'City'),
      postCode: '10110',
      firstLine: longText(TEXT_LIMIT, 'Street'),
    },
    tutor.token,
  );

  // Bookings: 6-hour lessons at the highest price, one left in every status.
  const book = async (hours: number) => {
    const start = new Date(t.clock.now().getTime() + hours * 3_600_000);
    start.setUTCMinutes(0, 0, 0);
    const added = await gql<{ addBooking: { booking: { pvid: string } } }>(
      'addBooking',
      ADD_BOOKING,
      {
        tutorPvid: tutor.userId,
        subjectPvid: subjectLevelId,
        type: 'IN_PERSON',
        location: longText(BOOKING_LOCATION_MAX, 'Place'),
        notes: longText(BOOKING_NOTES_MAX, 'Notes'),
        startTime: start.toISOString(),
        endTime: new Date(start.getTime() + BOOKING_DURATION_MAX_MINUTES * 60_000).toISOString(),
        duration: BOOKING_DURATION_MAX_MINUTES,
      },
      student.token,
    );
    return added.addBooking.booking.pvid;
  };
  const act = (name: string, id: string, token: string) =>
    gql(name, bookingMutation(name), { bookingId: id }, token);
  const setStatus = (status: string, id: string, token: string) =>
    gql(`updateBooking ${status}`, UPDATE_BOOKING, { id, status }, token);

  // The first booking (8 prepaid lessons) paid through the provider, taught, done and paid out.
  const done = await book(24);
  await api.payOnSandbox(await api.checkoutFor(student.token, done));
  await setStatus('ACCEPTED', done, tutor.token);
  t.clock.advance((24 + 7) * 3_600_000);
  await act('bookingDone', done, tutor.token);
  // Its money moves once it completes: 72 h after done, by the jobs. (17 h more keeps the next
  // 6-hour lessons inside one day in Singapore.)
  t.clock.advance((72 + 17) * 3_600_000);
  await t.runJobs();
  await act('tutorTransfareBookingMoneyToHisAccount', done, tutor.token);
  // Then one lesson each, from the balance the prepaid lessons left.
  const paid = await book(24);
  await setStatus('PAID', paid, student.token);
  const accepted = await book(48);
  await setStatus('PAID', accepted, student.token);
  await setStatus('ACCEPTED', accepted, tutor.token);
  const rejected = await book(72);
  await setStatus('PAID', rejected, student.token);
  await setStatus('REJECTED', rejected, tutor.token);
  const cancelled = await book(96);
  await setStatus('PAID', cancelled, student.token);
  await act('cancelBooking', cancelled, student.token);
  // Payments in every status: PAID above, PENDING, FAILED (declined), CANCELLED (its booking dropped first).
  const pending = await book(120);
  await api.checkoutFor(student.token, pending);
  const dropped = await book(144);
  await api.payOnSandbox(await api.checkoutFor(student.token, dropped), {
    cardNumber: SANDBOX_CARD_DECLINED,
  });
  await api.checkoutFor(student.token, dropped);
  await act('cancelBookingBeforePaid', dropped, student.token);

  // Chat: the longest messages both ways, a reply, and the most auto-messages of the longest text.
  const room = await gql<{ createNewChatRoom: { _id: string } }>(
    'createNewChatRoom',
    CREATE_ROOM,
    {
      userId: tutor.userId,
    },
    student.token,
  );
  const roomId = room.createNewChatRoom._id;
  const asked = await gql<{ sendMessageToChatRoom: { _id: string } }>(
    'sendMessageToChatRoom',
    SEND,
    {
      roomId,
      content: longText(TEXT_LIMIT, 'Question'),
    },
    student.token,
  );
  await gql(
    'sendMessageToChatRoom',
    SEND,
    {
      roomId,
      content: longText(TEXT_LIMIT, 'Answer'),
      replyId: asked.sendMessageToChatRoom._id,
    },
    tutor.token,
  );
  for (let index = 0; index < AUTO_MESSAGES_MAX; index += 1)
    await gql('addAutoMessage', ADD_AUTO, { message: longText(TEXT_LIMIT, `Auto${index}`) }, tutor.token);

  // A confirmed testimonial with the longest name and comment.
  const own = await gql<{ getProfile: { referralCode: string } }>(
    'getProfile',
    GET_OWN_PROFILE,
    {},
    tutor.token,
  );
  const reviewer = `reviewer.${tutor.userId}@example.test`;
  await gql('addTestimonial', ADD_TESTIMONIAL, {
    referralCode: own.getProfile.referralCode,
    programmeSubjectPvid: nth(reference.subjects, 0).id,
    comment: longText(TEXT_LIMIT, 'Review'),
    name: longText(TEXT_LIMIT, 'Reviewer'),
    email: reviewer,
    rating: RATING_MAX,
  });
  const confirmLink = (await latestMailTo(t, reviewer)).links[0] ?? '';
  await gql('confirmTestimonial', CONFIRM_TESTIMONIAL, { code: codeOf(confirmLink) });

  // The student keeps the tutor with the most lessons, opens the profile (a view), and posts an assignment
  // at the market's highest prices with the longest texts, broadcast to the tutor, who accepts it.
  await gql(
    'addFavourite',
    ADD_FAVOURITE,
    {
      uuid: tutor.userId,
      selectedItems: [{ profileSubjectId: subject.pvid, units: FAVOURITE_UNITS_MAX }],
    },
    student.token,
  );
  await gql('getProfile', GET_PROFILE_OF, { code: tutor.code, source: 'SRCH' }, student.token);
  const posted = await gql<{ addPostingAssignment: { pvid: string } }>(
    'addPostingAssignment',
    ADD_ASSIGNMENT,
    {
      title: longText(ASSIGNMENT_TITLE_MAX, 'Title'),
      curriculumPvid: nth(reference.levels, 0).curriculumId,
      subjectPvid: nth(reference.subjects, 0).id,
      tutorExperience: 0,
      location: longText(ASSIGNMENT_LOCATION_MAX, 'Where'),
      notes: longText(TEXT_LIMIT, 'Needs'),
      tutorGender: 'Any',
      isJoin: true,
      joinStudent: ASSIGNMENT_JOIN_STUDENTS_MAX,
      priceRange: { startPrice: hourlyMinor, endPrice: hourlyMinor },
      broadcast: true,
      country,
    },
    student.token,
  );
  const assignmentId = posted.addPostingAssignment.pvid;
  await gql('acceptanceAssignment', ANSWER, { pvid: assignmentId, isAccept: true }, tutor.token);
  // Articles have no writing API yet (a later issue): rows as the seed makes them, counters at their largest.
  const counters = { comments: INT4_MAX, views: INT4_MAX, upvotes: INT4_MAX, downvotes: INT4_MAX };
  await t.deps.db.insert(tutorArticles).values(
    TUTOR_ARTICLE_STATUSES.map((status, index) => ({
      tutorUserId: tutor.userId,
      title: longText(TEXT_LIMIT, `Article${index}`),
      body: longText(TEXT_LIMIT, 'Body'),
      status,
      tags: Array.from({ length: PREVIEW_LIST_MAX }, (_, tag) => longText(SKILL_NAME_MAX, `Tag${tag}`)),
      publishedAt: status === 'PUBLISHED' ? t.clock.now() : null,
      ...counters,
    })),
  );
  await t.flushSearch();

  return {
    country,
    tutor,
    student,
    hourlyMinor,
    bookings: {
      PENDING: pending,
      PAID: paid,
      ACCEPTED: accepted,
      DONE: done,
      REJECTED: rejected,
      CANCELLED: cancelled,
    },
    roomId,
    assignmentId,
    subjectId: nth(reference.subjects, 0).id,
  };
}

const ADD_BANK_ACCOUNT = `mutation Add($currency: String!, $accountHolderName: String!, $accountNumber: String,
  $bankCode: String, $country: String!, $city: String!, $postCode: String!, $firstLine: String!) {
  addBankAccount(currency: $currency, accountHolderName: $accountHolderName, accountNumber: $accountNumber,
    bankCode: $bankCode, country: $country, city: $city, postCode: $postCode, firstLine: $firstLine) { success }
}`;

const ADD_FAVOURITE = `mutation Fav($uuid: ID!, $selectedItems: [FavouriteSelectedItemInput!]) {
  addFavourite(uuid: $uuid, selectedItems: $selectedItems) { pvid }
}`;
