import {
  BOOKING_DURATION_MAX_MINUTES,
  BOOKING_STATUSES,
  FIRST_BOOKING_PREPAID_LESSONS,
  PAYMENT_STATUSES,
  TEXT_LIMIT,
} from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedExtremeValues, type ExtremeWorld } from './extreme-values-fixtures';
import { fullQuery, fullSelection } from './full-selection';
import { startTestApp, type GraphQLResponse, type TestApp } from './test-app';

/*
 * The test suite seeds the extreme values (longest texts, largest amounts, every status) and reads
 * every list and calendar query without an error. Each query asks for every field its items have
 * (fullQuery), so a field added later is read here too.
 */

let t: TestApp;
let world: ExtremeWorld;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://ajar.test' });
  world = await seedExtremeValues(t, 'id');
}, 120_000);
afterAll(() => t.close());

type Who = 'guest' | 'student' | 'tutor';

interface Read {
  readonly name: string;
  readonly who: Who;
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  /** Nothing to list by design (a student's lessons, to anyone else). */
  readonly empty?: boolean;
}

/** The lists a page-shaped answer carries its items in. */
const PAGE_LISTS = ['tutors', 'messages', 'viewers'];

/** A list with items, a page whose item list has items, or one item. */
function hasItems(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value === null || typeof value !== 'object') return false;
  const page = Object.entries(value).filter(([key]) => PAGE_LISTS.includes(key));
  return page.every(([, list]) => Array.isArray(list) && list.length > 0);
}

function read(name: string, who: Who, field: string, variables: Record<string, unknown> = {}): Read {
  return { name, who, query: fullQuery(field, variables), variables };
}

async function ask(step: Read): Promise<GraphQLResponse> {
  const token = step.who === 'guest' ? undefined : world[step.who].token;
  return t.gql(step.query, step.variables, token ? { token } : {});
}

function everyRead(): Read[] {
  const { tutor, student, country, bookings, roomId, assignmentId } = world;
  // findTutors is a mutation (spec section 7), the one list not read through fullQuery.
  const searchRead = (name: string, field: string) => ({
    name,
    who: 'guest' as const,
    query: `mutation { ${field} { page total totalPages tutors { ${fullSelection('SearchTutor')} } } }`,
  });
  return [
    ...(['student', 'tutor'] as const).flatMap((who) =>
      [null, ...BOOKING_STATUSES].map((status) =>
        read(`getBookings ${who} ${status ?? 'all'}`, who, 'getBookings', {
          role: who === 'student' ? 'STUDENT' : 'TUTOR',
          ...(status ? { status } : {}),
        }),
      ),
    ),
    ...Object.values(bookings).flatMap((id) => [
      read('getBooking student', 'student', 'getBooking', { id }),
      read('getBooking tutor', 'tutor', 'getBooking', { id }),
    ]),
    read('getTutorHisBookingsForCalendar', 'tutor', 'getTutorHisBookingsForCalendar'),
    ...(['guest', 'student', 'tutor'] as const).map((who) =>
      read(`getUserTutorBookingsForCalendar ${who}`, who, 'getUserTutorBookingsForCalendar', {
        tutorId: tutor.userId,
      }),
    ),
    ...(['guest', 'student', 'tutor'] as const).flatMap((who) => [
      read(`getBookingsPublic tutor as ${who}`, who, 'getBookingsPublic', {
        id: tutor.userId,
        role: 'TUTOR',
      }),
      {
        ...read(`getBookingsPublic student as ${who}`, who, 'getBookingsPublic', {
          id: student.userId,
          role: 'STUDENT',
        }),
        empty: who !== 'student',
      },
    ]),
    read('getUserTransactions student', 'student', 'getUserTransactions', { role: 'STUDENT' }),
    read('getUserTransactions tutor', 'tutor', 'getUserTransactions', { role: 'TUTOR' }),
    read('getPayouts', 'tutor', 'getPayouts'),
    read('getUsersBankAccounts', 'tutor', 'getUsersBankAccounts'),
    read('listNotification student', 'student', 'listNotification', { limit: 50 }),
    read('listNotification tutor', 'tutor', 'listNotification', { limit: 50 }),
    read('getUserChatRooms student', 'student', 'getUserChatRooms'),
    read('getUserChatRooms tutor', 'tutor', 'getUserChatRooms'),
    read('getRoomMessages', 'student', 'getRoomMessages', { roomId }),
    read('getAutoMessages own', 'tutor', 'getAutoMessages'),
    read('listPostingAssignment', 'student', 'listPostingAssignment'),
    read('listPostingAssignmentPublic', 'tutor', 'listPostingAssignmentPublic', {
      country,
    }),
    read('listAssignmentAcceptance', 'tutor', 'listAssignmentAcceptance'),
    read('findAssignment', 'tutor', 'findAssignment', {
      country,
      startPrice: 0,
      endPrice: world.hourlyMinor,
    }),
    read('detailPostingAssignment student', 'student', 'detailPostingAssignment', {
      pvid: assignmentId,
    }),
    read('detailPostingAssignment tutor', 'tutor', 'detailPostingAssignment', {
      pvid: assignmentId,
    }),
    read('getFavourites', 'student', 'getFavourites'),
    read('getTestimonialList', 'student', 'getTestimonialList', {
      userPvid: tutor.userId,
      limit: 50,
    }),
    read('getTestimonialListByToken', 'student', 'getTestimonialListByToken', {
      token: tutor.code,
      limit: 50,
    }),
    read('listWhoViewedProfile', 'tutor', 'listWhoViewedProfile'),
    read('getProfile own tutor', 'tutor', 'getProfile'),
    read('getProfile own student', 'student', 'getProfile'),
    read('getProfile of the tutor', 'student', 'getProfile', { userPvid: tutor.userId }),
    read('getTutorArticles', 'student', 'getTutorArticles', { tutorPvid: tutor.userId }),
    read('introVideoHome', 'guest', 'introVideoHome', { country }),
    searchRead('findTutors', `findTutors(country: "${country}", limit: 48)`),
    searchRead(
      'findTutors by price',
      `findTutors(country: "${country}", price_range: { startPrice: ${world.hourlyMinor} }, pricePerHour: true)`,
    ),
    read('sortTutors', 'guest', 'sortTutors', { country, limit: 48 }),
    read('globalSearch', 'guest', 'globalSearch', { keywords: 'TutorFirst', country }),
    read('getMatchingTutors', 'student', 'getMatchingTutors', {
      country,
      lessonPerWeek: 14,
      preferredDays: ['Mon'],
      subjects: [world.subjectId],
    }),
  ];
}

describe('the extreme values', () => {
  it('seeds a booking in every status and a payment in every status, at the longest lesson and highest price', async () => {
    const statuses = await t.gql<{ getBookings: { status: string; price: number; dueAmount: number }[] }>(
      'query { getBookings(role: STUDENT) { status price dueAmount } }',
      {},
      { token: world.student.token },
    );
    const lesson = (world.hourlyMinor * BOOKING_DURATION_MAX_MINUTES) / 60;
    expect(new Set(statuses.data?.getBookings.map((booking) => booking.status))).toEqual(
      new Set(BOOKING_STATUSES),
    );
    expect(statuses.data?.getBookings.every((booking) => booking.price === lesson)).toBe(true);
    expect(statuses.data?.getBookings.map((booking) => booking.dueAmount)).toContain(
      lesson * FIRST_BOOKING_PREPAID_LESSONS,
    );
    const payments = await t.gql<{ getUserTransactions: { status: string }[] }>(
      'query { getUserTransactions(role: STUDENT) { status } }',
      {},
      { token: world.student.token },
    );
    expect(new Set(payments.data?.getUserTransactions.map((payment) => payment.status))).toEqual(
      new Set(PAYMENT_STATUSES),
    );
  });

  it('reads every list and calendar query, every field, without a single error', async () => {
    const failures: string[] = [];
    for (const step of everyRead()) {
      const answer = await ask(step);
      if (answer.errors || !answer.data) failures.push(`${step.name}: ${JSON.stringify(answer.errors)}`);
      else if (!step.empty && !hasItems(Object.values(answer.data)[0]))
        failures.push(`${step.name}: nothing read`);
    }
    expect(failures).toEqual([]);
  });

  it('finds the tutor in search and lists its longest texts whole', async () => {
    const found = await t.gql<{ findTutors: { tutors: ({ userPvid: string; firstName: string } | null)[] } }>(
      `mutation { findTutors(country: "${world.country}", limit: 48) { tutors { userPvid firstName } } }`,
    );
    const card = found.data?.findTutors.tutors.find((tutor) => tutor?.userPvid === world.tutor.userId);
    expect(card?.firstName).toHaveLength(TEXT_LIMIT);
  });
});
