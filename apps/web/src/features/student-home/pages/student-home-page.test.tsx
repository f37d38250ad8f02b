import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import { viewerProfile } from '../../../test/public-profile-fixtures';

const STUDENT = { pvid: 'u1', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };

const lesson = (pvid: string, overrides: Partial<BookingFieldsFragment>): BookingFieldsFragment => ({
  pvid,
  startTime: '2026-12-03T02:00:00.000Z',
  endTime: '2026-12-03T03:00:00.000Z',
  location: '',
  status: 'PAID',
  notes: '',
  classUrl: null,
  isTutorWithdrawMoney: false,
  amountPaidUsingUserBalance: 0,
  amountPaidByCard: 0,
  price: 4000,
  dueAmount: 0,
  currency: 'SGD',
  duration: 60,
  type: 'ONLINE',
  isFirstBooking: false,
  availableActions: [],
  isTrial: false,
  numberOfLessons: 1,
  freeCancellationUntil: '2026-12-02T02:00:00.000Z',
  cancellationRefund: null,
  acceptBy: null,
  completesAt: null,
  pendingReschedule: null,
  lessonReview: { open: false, testimonial: null },
  subjectInfo: { pvid: 's1', subject: 'Mathematics', level: 'Secondary 2' },
  student: { userPvid: 'u1', firstName: 'Budi', lastName: 'Santoso', email: null, phone: null },
  tutor: { userPvid: 't1', firstName: 'Wei Ming', lastName: 'Tan', email: null, phone: null },
  ...overrides,
});

function api(bookings: BookingFieldsFragment[], unread = 2, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    LessonsToReview: () => ({ data: { lessonsToReview: [] } }),
    GetProfile: () => ({
      data: {
        getProfile: viewerProfile({ pvid: 'u1', userPvid: 'u1', firstName: 'Budi', roleCode: 'STDN' }),
      },
    }),
    GetBookings: () => ({ data: { getBookings: bookings } }),
    GetUnReadMsgsCount: () => ({ data: { getUnReadMsgsCount: unread } }),
    RecommendedTutors: () => ({ data: { getRecommendedTutors: [] } }),
    ...extra,
  });
}

const TO_REVIEW = {
  bookingPvid: 'b9',
  startTime: '2026-11-30T02:00:00.000Z',
  endTime: '2026-11-30T03:00:00.000Z',
  subject: 'Chemistry',
  tutorPvid: 't1',
  tutorFirstName: 'Wei Ming',
  tutorLastName: 'Tan',
};

// The lessons' dates are fixed: the page is seen on 1 December 2026, whatever today is.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T00:00:00.000Z') });
  signInForTest(STUDENT);
});
afterEach(() => {
  vi.useRealTimers();
  resetSessionForTest();
});

describe("a student's home", { timeout: 20_000 }, () => {
  it('greets the student and lists the lessons to come, soonest first, with what they can do now', async () => {
    renderWithApi(
      '/sg/learning',
      api([
        lesson('later', { startTime: '2026-12-05T02:00:00.000Z', endTime: '2026-12-05T03:00:00.000Z' }),
        lesson('unpaid', {
          status: 'PENDING',
          subjectInfo: { pvid: 's2', subject: 'Physics', level: 'JC 1' },
        }),
        lesson('past', { startTime: '2026-11-20T02:00:00.000Z', endTime: '2026-11-20T03:00:00.000Z' }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Budi' })).toBeTruthy();
    const lessons = await screen.findAllByText(/ with Wei Ming Tan$/);
    // The ended lesson is not among them.
    expect(lessons.map((item) => item.textContent)).toEqual([
      'Physics with Wei Ming Tan',
      'Mathematics with Wei Ming Tan',
    ]);
    expect(screen.getByText('Waiting for payment')).toBeTruthy();
    expect(screen.getByText('Waiting for the tutor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/sg/checkout/booking?booking=unpaid',
    );
    expect(screen.getAllByRole('button', { name: /Message Wei Ming$/ })).toHaveLength(2);
    expect(await screen.findByText('You have 2 unread messages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find another tutor' }).getAttribute('href')).toBe(
      '/sg/browse/tutors',
    );
  });

  it('says when nothing is booked and offers to find a tutor', async () => {
    renderWithApi('/sg/learning', api([lesson('past', { status: 'DONE' })], 0));
    expect(await screen.findByText('No lessons booked yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a tutor' }).getAttribute('href')).toBe('/sg/browse/tutors');
    expect(await screen.findByText('No unread messages.')).toBeTruthy();
  });

  it('asks for a review of a lesson that ended, and the card goes once it is published', async () => {
    let waiting = [TO_REVIEW];
    const fake = api([], 0, {
      LessonsToReview: () => ({ data: { lessonsToReview: waiting } }),
      ReviewLesson: (variables) => {
        waiting = [];
        return {
          data: {
            reviewLesson: {
              pvid: 'r1',
              rating: variables['rating'],
              comment: variables['comment'],
              verifiedLesson: true,
            },
          },
        };
      },
    });
    renderWithApi('/sg/learning', fake);
    const ask = await screen.findByRole('region', { name: 'How were your lessons?' });
    expect(within(ask).getByText('Chemistry with Wei Ming Tan')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your lesson with Wei Ming Tan' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByText("Don't forget the rating")).toBeTruthy();
    expect(within(dialog).getByText("Don't forget the review")).toBeTruthy();
    expect(fake.calls.some((call) => call.operationName === 'ReviewLesson')).toBe(false);

    const stars = within(dialog).getAllByRole('radio');
    fireEvent.click(stars[3]?.firstElementChild ?? stars[3]!);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Review/ }), {
      target: { value: 'Clear and patient.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.operationName === 'ReviewLesson')?.variables).toEqual({
        bookingPvid: 'b9',
        rating: 4,
        comment: 'Clear and patient.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'How were your lessons?' })).toBeNull());
  });

  it('shows no review card when no lesson waits for one', async () => {
    renderWithApi('/sg/learning', api([], 0));
    expect(await screen.findByText('No unread messages.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'How were your lessons?' })).toBeNull();
  });
});
