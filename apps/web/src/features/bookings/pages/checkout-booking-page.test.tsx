import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, MESSAGES, transactionFeeMinor } from '@ajar/domain';
import { i18n } from '../../../shared/i18n/i18n';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type Responder,
} from '../../../test/render-with-api';
import { booking, fakePayments, profile, STUDENT } from '../testing/checkout-fixtures';

const api = (balance: number) =>
  fakeApi({
    GetBooking: () => ({ data: { getBooking: { ...booking, discountAmount: 0, voucherCode: null } } }),
    GetProfile: () => ({ data: { getProfile: profile(balance) } }),
    UpdateBookingStatus: () => ({ data: { updateBooking: { ...booking, status: 'PAID' } } }),
  });

// The booking's dates are fixed (the last days of 2026): the page is seen a month before them, whatever today is.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T00:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('checkout/booking', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    signInForTest(STUDENT);
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the prepaid lessons chosen and the lesson policies before paying', async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    const first = { ...booking, isFirstBooking: true, numberOfLessons: 3, dueAmount: 12000 };
    renderWithApi(
      '/sg/checkout/booking?booking=b1',
      fakeApi({
        GetBooking: () => ({ data: { getBooking: { ...first, discountAmount: 0, voucherCode: null } } }),
        GetProfile: () => ({ data: { getProfile: profile(0) } }),
      }),
    );
    expect(await screen.findByText('Your first booking with Wei Ming Tan')).toBeTruthy();
    expect(screen.getByText(/charges 3 lessons in advance \(SG\$ 120\.00\)/)).toBeTruthy();
    expect(screen.getByText(/remaining SG\$ 80\.00 is kept as your balance/)).toBeTruthy();
    // The server's deadline, in Singapore time: a day before 15:00 on 31 December.
    expect(screen.getByText('Free cancellation until Wed 30 Dec 2026, 15:00')).toBeTruthy();
    expect(
      screen.getByText('After that, the tutor keeps 50% and the rest returns to your balance.'),
    ).toBeTruthy();
    // Paid now, the tutor has until 12 hours before the start: 03:00 on 31 December in Singapore.
    expect(
      screen.getByText('If the tutor has not accepted by Thu 31 Dec 2026, 03:00, you get a full refund.'),
    ).toBeTruthy();
  });

  it('shows the test-mode banner over a test provider’s checkout', async () => {
    fakePayments({ providerAvailable: true, testMode: true });
    renderWithApi('/sg/checkout/booking?booking=b1', api(0));
    expect(await screen.findByText('Test mode: no real money moves')).toBeTruthy();
    expect(await screen.findByLabelText('PayNow')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('shows no banner for a live provider', async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    renderWithApi('/sg/checkout/booking?booking=b1', api(0));
    expect(await screen.findByLabelText('PayNow')).toBeTruthy();
    expect(screen.queryByText('Test mode: no real money moves')).toBeNull();
  });

  it('offers only the balance, and says why, where no provider serves the market', async () => {
    fakePayments({ providerAvailable: false, testMode: false });
    const fake = api(10_000);
    renderWithApi('/sg/checkout/booking?booking=b1', fake);
    expect(
      await screen.findByText(
        'Card and online payments are not available in your market yet. Pay with your Ajar balance.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('PayNow')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText('Test mode: no real money moves')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book using balance' }));
    await waitFor(() => expect(fake.calledWith('UpdateBookingStatus')).toHaveLength(1));
  });

  it('cannot pay by card where no provider serves and the balance is short', async () => {
    fakePayments({ providerAvailable: false, testMode: false });
    renderWithApi('/sg/checkout/booking?booking=b1', api(1000));
    expect(
      await screen.findByText(
        'Card and online payments are not available in your market yet. Pay with your Ajar balance.',
      ),
    ).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Book using balance' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(screen.queryByText('To pay by card or e-wallet')).toBeNull();
  });
});

/** The amount a summary line shows beside its label. */
async function lineValue(label: string): Promise<string | null> {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const sgd = (minor: number) => formatMoney(minor, 'sg');

describe('checkout/booking amounts and payment', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    signInForTest(STUDENT);
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const withAnswers = (balance: number, answers: Record<string, Responder>) =>
    fakeApi({
      GetBooking: () => ({ data: { getBooking: { ...booking, discountAmount: 0, voucherCode: null } } }),
      GetProfile: () => ({ data: { getProfile: profile(balance) } }),
      ...answers,
    });

  it("splits the due between the balance and the card, with the domain's fee on the card part", async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    renderWithApi('/sg/checkout/booking?booking=b1', api(1000));
    expect(await lineValue('Lesson price')).toBe(sgd(4000));
    expect(await lineValue('To pay now')).toBe(sgd(4000));
    expect(await lineValue('Your balance')).toBe(sgd(1000));
    expect(await lineValue('Paid from your balance')).toBe(sgd(1000));
    expect(await lineValue('To pay by card or e-wallet')).toBe(sgd(3000));
    const fee = transactionFeeMinor(3000, 'SGD');
    expect(await lineValue('Transaction fee (2.9%)')).toBe(sgd(fee));
    expect(await lineValue('Total charged')).toBe(sgd(3000 + fee));
    expect(await screen.findByRole('button', { name: 'Use my balance, then pay the rest' })).toBeTruthy();
  });

  it('books with the balance alone when it covers the lesson: no card part, no fee', async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    const fake = withAnswers(10_000, {
      UpdateBookingStatus: () => ({ data: { updateBooking: { ...booking, status: 'PAID' } } }),
    });
    renderWithApi('/sg/checkout/booking?booking=b1', fake);
    expect(await lineValue('Paid from your balance')).toBe(sgd(4000));
    expect(screen.queryByText('Transaction fee (2.9%)')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Book using balance' }));
    await waitFor(() =>
      expect(fake.calledWith('UpdateBookingStatus').map((call) => call.variables)).toEqual([
        { id: 'b1', status: 'PAID' },
      ]),
    );
  });

  it("shows the server's message when paying with the balance is refused", async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    const fake = withAnswers(10_000, {
      UpdateBookingStatus: () =>
        apiError('BAD_USER_INPUT', 'bookingActionNotAllowed', MESSAGES.bookingActionNotAllowed),
    });
    renderWithApi('/sg/checkout/booking?booking=b1', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Book using balance' }));
    expect(await screen.findByText(MESSAGES.bookingActionNotAllowed)).toBeTruthy();
  });

  it('stops before the provider when the balance part is refused, and says why', async () => {
    const urls = fakePayments({ providerAvailable: true, testMode: false });
    const fake = withAnswers(1000, {
      PayPartWithBalance: () =>
        apiError('BAD_USER_INPUT', 'bookingActionNotAllowed', MESSAGES.bookingActionNotAllowed),
    });
    renderWithApi('/sg/checkout/booking?booking=b1', fake);
    await screen.findByLabelText('PayNow');
    fireEvent.click(screen.getByRole('button', { name: 'Use my balance, then pay the rest' }));
    expect(await screen.findByText(MESSAGES.bookingActionNotAllowed)).toBeTruthy();
    expect(fake.calledWith('PayPartWithBalance').map((call) => call.variables)).toEqual([
      { bookingId: 'b1' },
    ]);
    expect(urls.filter((url) => !url.startsWith('/payments/paymentMethods/'))).toEqual([]);
  });
});

describe('checkout/booking cart and voucher', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    signInForTest(STUDENT);
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const withAnswers = (answers: Record<string, Responder>) =>
    fakeApi({
      GetBooking: () => ({ data: { getBooking: { ...booking, discountAmount: 0, voucherCode: null } } }),
      GetProfile: () => ({ data: { getProfile: profile(0) } }),
      ...answers,
    });

  it('adds the booking to the cart, says so and opens the cart', async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    const fake = withAnswers({
      AddItemToCart: () => ({ data: { addItemToCart: { success: true, count: 2 } } }),
    });
    const view = renderWithApi('/sg/checkout/booking?booking=b1', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item added to cart successfully')).toBeTruthy();
    expect(fake.calledWith('AddItemToCart').map((call) => call.variables)).toEqual([
      { itemId: 'b1', itemType: 'Booking', quantity: 1 },
    ]);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/globalcart/home'));
  });

  it("shows the server's message when the cart refuses the booking, and stays", async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    const fake = withAnswers({
      AddItemToCart: () => apiError('BAD_USER_INPUT', 'cartOtherMarket', MESSAGES.cartOtherMarket),
    });
    const view = renderWithApi('/sg/checkout/booking?booking=b1', fake);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText(MESSAGES.cartOtherMarket)).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/sg/checkout/booking');
  });

  it('offers Apply once a voucher code is typed, applies it and shows the amount after the discount', async () => {
    const urls = fakePayments({ providerAvailable: true, testMode: false });
    const fake = withAnswers({
      ApplyBookingVoucher: () => ({
        data: { updateBooking: { ...booking, discountAmount: 400, voucherCode: 'MATH10' } },
      }),
    });
    renderWithApi('/sg/checkout/booking?booking=b1', fake);
    const input = await screen.findByLabelText('Voucher code');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(await lineValue('To pay now')).toBe(sgd(4000));
    fireEvent.change(input, { target: { value: 'math10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(fake.calledWith('ApplyBookingVoucher').map((call) => call.variables)).toEqual([
        { id: 'b1', voucherCode: 'MATH10' },
      ]),
    );
    const struck = await screen.findByLabelText(`Original amount ${sgd(4000)}`);
    expect(struck.tagName).toBe('DEL');
    expect(await lineValue('To pay now')).toBe(`${sgd(4000)}${sgd(3600)}`);
    expect(await lineValue('Voucher discount')).toBe(`MATH10 − ${sgd(400)}`);
    expect(await lineValue('To pay by card or e-wallet')).toBe(sgd(3600));
    // The offer is asked again: the server's amount reflects the discount.
    await waitFor(() =>
      expect(urls.filter((url) => url === '/payments/paymentMethods/b1').length).toBeGreaterThanOrEqual(2),
    );
  });

  it("shows the server's message when the voucher is refused", async () => {
    fakePayments({ providerAvailable: true, testMode: false });
    const fake = withAnswers({
      ApplyBookingVoucher: () => apiError('BAD_USER_INPUT', 'voucherExpired', MESSAGES.voucherExpired),
    });
    renderWithApi('/sg/checkout/booking?booking=b1', fake);
    fireEvent.change(await screen.findByLabelText('Voucher code'), { target: { value: 'OLD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(MESSAGES.voucherExpired)).toBeTruthy();
    expect(screen.queryByText('Voucher discount')).toBeNull();
  });

  it('shows a paid cart payment as booked lessons', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              paymentId: 'pay-9',
              service: 'CART',
              bookingId: null,
              credits: null,
              status: 'PAID',
              amount: 5400,
              fee: 157,
              currency: 'SGD',
              paymentMethod: 'card',
              checkoutUrl: null,
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    renderWithApi('/sg/payment-result/cart/pay-9', fakeApi({}));
    expect(await screen.findByText('Your cart is paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/sg/booking-list');
  });
});
