import { vi } from 'vitest';
import type { BookingFieldsFragment, GetProfileQuery } from '../../../gql/graphql';

/** The checkout page tests' student, booking (the last days of 2026), profile and faked payment service. */

export const STUDENT = { pvid: 'u1', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };
const METHODS = [
  { id: 'card', name: 'Credit or debit card', kind: 'CARD' },
  { id: 'paynow', name: 'PayNow', kind: 'BANK' },
];

export const booking: BookingFieldsFragment = {
  pvid: 'b1',
  startTime: '2026-12-31T07:00:00.000Z',
  endTime: '2026-12-31T08:00:00.000Z',
  location: '',
  status: 'PENDING',
  notes: '',
  classUrl: null,
  isTutorWithdrawMoney: false,
  amountPaidUsingUserBalance: 0,
  amountPaidByCard: 0,
  price: 4000,
  dueAmount: 4000,
  currency: 'SGD',
  duration: 60,
  type: 'ONLINE',
  isFirstBooking: false,
  availableActions: [],
  isTrial: false,
  numberOfLessons: 1,
  freeCancellationUntil: '2026-12-30T07:00:00.000Z',
  cancellationRefund: null,
  acceptBy: null,
  completesAt: null,
  pendingReschedule: null,
  lessonReview: { open: false, testimonial: null },
  subjectInfo: { pvid: 's1', subject: 'Mathematics', level: 'Secondary 2' },
  student: { userPvid: 'u1', firstName: 'Budi', lastName: 'Santoso', email: null, phone: null },
  tutor: { userPvid: 't1', firstName: 'Wei Ming', lastName: 'Tan', email: null, phone: null },
};

export function profile(balance: number): GetProfileQuery['getProfile'] {
  return {
    pvid: 'profile-1',
    userPvid: 'u1',
    userCode: 'budi',
    firstName: 'Budi',
    lastName: 'Santoso',
    initialName: 'BS',
    email: 'budi@ajar.test',
    roleCode: 'STDN',
    roleName: 'Student',
    tutorKind: null,
    country: 'sg',
    currency: 'SGD',
    balance,
    hasBalance: balance > 0,
    avatar: null,
  };
}

/** The payment REST service, faked: the offer says whether a provider serves the market and in test mode. */
export function fakePayments(offer: { providerAvailable: boolean; testMode: boolean }) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const payload = url.startsWith('/payments/paymentMethods/')
        ? {
            methods: offer.providerAvailable ? METHODS : [],
            currency: 'SGD',
            amount: 4000,
            fee: 116,
            ...offer,
          }
        : {};
      return new Response(JSON.stringify(payload), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}
