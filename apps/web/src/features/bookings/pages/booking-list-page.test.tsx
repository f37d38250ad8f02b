import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingFieldsFragment, GetProfileQuery } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const STUDENT = { pvid: 'u1', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };

const profile = {
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
  balance: 0,
  hasBalance: false,
  avatar: null,
} as GetProfileQuery['getProfile'];

// 15:00–16:00 in Singapore on 31 December 2030.
const booking: BookingFieldsFragment = {
  pvid: 'b1',
  startTime: '2030-12-31T07:00:00.000Z',
  endTime: '2030-12-31T08:00:00.000Z',
  location: 'Zoom',
  status: 'PAID',
  notes: '',
  classUrl: null,
  isTutorWithdrawMoney: false,
  amountPaidUsingUserBalance: 0,
  amountPaidByCard: 0,
  price: 4000,
  dueAmount: 12000,
  currency: 'SGD',
  duration: 60,
  type: 'ONLINE',
  isFirstBooking: true,
  availableActions: ['cancel', 'reschedule'],
  isTrial: false,
  numberOfLessons: 3,
  freeCancellationUntil: '2030-12-30T07:00:00.000Z',
  cancellationRefund: 4000,
  acceptBy: '2030-12-30T19:00:00.000Z',
  completesAt: null,
  pendingReschedule: {
    id: 'r1',
    startTime: '2030-12-31T10:30:00.000Z',
    endTime: '2030-12-31T11:30:00.000Z',
    proposedByMe: false,
  },
  lessonReview: { open: false, testimonial: null },
  subjectInfo: { pvid: 's1', subject: 'Mathematics', level: 'Secondary 2' },
  student: { userPvid: 'u1', firstName: 'Budi', lastName: 'Santoso', email: null, phone: null },
  tutor: { userPvid: 't1', firstName: 'Wei Ming', lastName: 'Tan', email: null, phone: null },
};

describe('booking list', { timeout: 30_000 }, () => {
  // The booking's dates are fixed (the last days of 2030): the list is seen a month before them, whatever today is.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-12-01T00:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  beforeEach(async () => {
    resetSessionForTest();
    signInForTest(STUDENT);
    await i18n.changeLanguage('en');
  });

  it("shows the deadlines, the prepaid lessons and the tutor's proposal, and accepts it", async () => {
    let current = booking;
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile } }),
      GetBookings: () => ({ data: { getBookings: [current] } }),
      RespondToBookingReschedule: () => {
        current = {
          ...booking,
          startTime: '2030-12-31T10:30:00.000Z',
          endTime: '2030-12-31T11:30:00.000Z',
          pendingReschedule: null,
        };
        return { data: { respondToBookingReschedule: current } };
      },
    });
    renderWithApi('/sg/booking-list', api);
    const item = await screen.findByTestId('booking-item');
    expect(within(item).getByText(/3 lessons prepaid/)).toBeTruthy();
    expect(
      within(item).getByText('The tutor accepts by Tue 31 Dec 2030, 03:00, or it is refunded'),
    ).toBeTruthy();
    expect(within(item).getByText('Free cancellation until Mon 30 Dec 2030, 15:00')).toBeTruthy();
    expect(within(item).getByText('New time proposed: Tue 31 Dec 2030, 18:30–19:30')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Propose a new time' })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Accept the new time' }));
    await waitFor(() => expect(api.calledWith('RespondToBookingReschedule')).toHaveLength(1));
    expect(api.calledWith('RespondToBookingReschedule')[0]?.variables).toEqual({
      rescheduleId: 'r1',
      accept: true,
    });
    await waitFor(() => expect(screen.queryByTestId('pending-reschedule')).toBeNull());
  });

  it('says what the balance paid and what the card paid, each apart', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile } }),
      GetBookings: () => ({
        data: {
          getBookings: [
            { ...booking, pendingReschedule: null, amountPaidUsingUserBalance: 2500, amountPaidByCard: 9500 },
          ],
        },
      }),
    });
    renderWithApi('/sg/booking-list', api);
    const item = await screen.findByTestId('booking-item');
    expect(within(item).getByText(/SG\$ 25\.00 paid from balance · SG\$ 95\.00 paid by card/)).toBeTruthy();
  });

  it('says what a cancel gives back before the student confirms it', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile } }),
      GetBookings: () => ({ data: { getBookings: [{ ...booking, pendingReschedule: null }] } }),
    });
    renderWithApi('/sg/booking-list', api);
    const item = await screen.findByTestId('booking-item');
    fireEvent.click(within(item).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Cancel this booking? SG$ 40.00 returns to your balance.')).toBeTruthy();
  });

  it('offers "Join lesson" for an accepted lesson from 10 minutes before its start to its end', async () => {
    const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const lesson = (start: number, end: number, status: BookingFieldsFragment['status'] = 'ACCEPTED') => ({
      ...booking,
      pvid: `b${start}${status}`,
      status,
      startTime: soon(start),
      endTime: soon(end),
      classUrl: `/sg/ajar-classes/join/room-${start}-${status}`,
      pendingReschedule: null,
    });
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile } }),
      GetBookings: () => ({
        data: { getBookings: [lesson(5, 65), lesson(30, 90), lesson(-70, -10), lesson(5, 65, 'PAID')] },
      }),
    });
    renderWithApi('/sg/booking-list', api);
    await waitFor(() => expect(screen.getAllByTestId('booking-item')).toHaveLength(4));
    const links = screen.getAllByRole('link', { name: 'Join lesson' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/sg/ajar-classes/join/room-5-ACCEPTED']);
  });
});
