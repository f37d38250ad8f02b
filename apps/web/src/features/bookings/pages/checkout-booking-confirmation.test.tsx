import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import {
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type Responder,
} from '../../../test/render-with-api';
import { booking, fakePayments, profile, STUDENT } from '../testing/checkout-fixtures';

// The booking's dates are fixed (the last days of 2026): the page is seen a month before them, whatever today is.
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T00:00:00.000Z') });
  resetSessionForTest();
  signInForTest(STUDENT);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const withAnswers = (balance: number, answers: Record<string, Responder>) =>
  fakeApi({
    GetBooking: () => ({ data: { getBooking: { ...booking, discountAmount: 0, voucherCode: null } } }),
    GetProfile: () => ({ data: { getProfile: profile(balance) } }),
    ...answers,
  });

describe('checkout/booking: the promise and the confirmation', { timeout: 30_000 }, () => {
  it('promises a refund at the start for a lesson less than 12 hours away', async () => {
    vi.setSystemTime(new Date('2026-12-31T00:00:00.000Z'));
    fakePayments({ providerAvailable: true, testMode: false });
    renderWithApi('/sg/checkout/booking?booking=b1', withAnswers(0, {}));
    expect(
      await screen.findByText(
        'If the tutor has not accepted by the time the lesson starts, you get a full refund.',
      ),
    ).toBeTruthy();
  });

  it('confirms a paid booking with the lesson, its time in the market, what comes next and a calendar file', async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    let status: 'PENDING' | 'PAID' = 'PENDING';
    const paid = { status: 'PAID' as const, acceptBy: '2026-12-30T19:00:00.000Z' };
    const fake = withAnswers(10_000, {
      GetBooking: () => ({
        data: {
          getBooking: {
            ...booking,
            ...(status === 'PAID' ? paid : {}),
            discountAmount: 0,
            voucherCode: null,
          },
        },
      }),
      UpdateBookingStatus: () => {
        status = 'PAID';
        return { data: { updateBooking: { ...booking, ...paid } } };
      },
    });
    renderWithApi('/sg/checkout/booking?booking=b1', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Book using balance' }));
    expect(await screen.findByText('Booking Success')).toBeTruthy();
    // The page no longer says 'Checkout' once there is nothing left to pay.
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson booked' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Mathematics · Secondary 2 with Wei Ming Tan' }),
    ).toBeTruthy();
    expect(screen.getByText(/Thu 31 Dec 2026, 15:00–16:00/)).toBeTruthy();
    expect(screen.getByText('(Asia/Singapore time)')).toBeTruthy();
    // The booking as the server has it now: paid, waiting for the tutor's answer.
    expect(
      await screen.findByText('Wei Ming accepts by Thu 31 Dec 2026, 03:00. If not, you get a full refund.'),
    ).toBeTruthy();
    expect(screen.getByText('Free cancellation until Wed 30 Dec 2026, 15:00.')).toBeTruthy();
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('download')).toBe('ajar-lesson-2026-12-31.ics');
    expect(decodeURIComponent(calendar.getAttribute('href') ?? '')).toContain('DTSTART:20261231T070000Z');
    expect(screen.getByRole('button', { name: /Message Wei Ming$/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/sg/booking-list');
  });
});
