import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const SHARER = 'u-sharer';
const PAYER = { pvid: 'u-payer', email: 'omar@ajar.test', country: 'sg', roleCode: 'STDN' };
const METHODS = [
  { id: 'card', name: 'Credit or debit card', kind: 'CARD' },
  { id: 'paynow', name: 'PayNow', kind: 'BANK' },
];

interface RestCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

const json = (payload: unknown, status = 200) =>
  new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });

/** The payment REST service, faked: one link (code `abc`) to booking b1, shared by SHARER. */
function fakePayments(
  link: { paid?: boolean; offerRefusal?: string; providerAvailable?: boolean; testMode?: boolean } = {},
) {
  const provider = { providerAvailable: link.providerAvailable ?? true, testMode: link.testMode ?? false };
  const calls: RestCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url.startsWith('/sharedURL/status/AjarTranscribe/abc'))
        return json({
          code: 'abc',
          bookingId: 'b1',
          userId: SHARER,
          active: false,
          paid: link.paid ?? false,
        });
      if (url.startsWith('/sharedURL/status/')) return json({ messageKey: 'notFound' }, 404);
      if (url.startsWith('/payments/paymentMethods/b1'))
        return link.offerRefusal
          ? json({ messageKey: link.offerRefusal }, 403)
          : json({
              methods: provider.providerAvailable ? METHODS : [],
              currency: 'SGD',
              amount: 20000,
              fee: 580,
              ...provider,
            });
      if (url === '/payments/createTransaction')
        return json({ paymentId: 'pay-9', checkoutUrl: 'http://localhost/sandbox-pay/ref' }, 201);
      if (url === '/sharedURL/active') return json({ success: true });
      return json({});
    }),
  );
  return calls;
}

const api = () =>
  fakeApi({
    SharedPayment: () => ({
      data: {
        getBookingDetailsForSharedURL: {
          product_name: 'Mathematics (Secondary 2) · Wei Ming Tan',
          product_start_date: '2026-12-31T07:00:00.000Z',
          product_end_date: '2026-12-31T08:00:00.000Z',
        },
        getUserDetailsOnPaymentURL: {
          userPvid: SHARER,
          firstName: 'Nadia',
          lastName: 'Rahman',
          avatarUrl: null,
        },
      },
    }),
  });

describe('payment/share/{urlCode}', { timeout: 30_000 }, () => {
  const assign = vi.fn();

  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names who asks and the lesson in the market time, and asks a guest to log in', async () => {
    fakePayments();
    const fake = api();
    renderWithApi('/sg/payment/share/abc', fake);
    expect(await screen.findByText('Nadia Rahman asked you to pay for this booking')).toBeTruthy();
    // The lesson is asked for by the link's code: the booking's id opens nothing to a guest.
    expect(fake.calledWith('SharedPayment').map((call) => call.variables)).toEqual([
      { code: 'abc', userId: SHARER },
    ]);
    expect(screen.getByText('Mathematics (Secondary 2) · Wei Ming Tan')).toBeTruthy();
    expect(screen.getByText('Thu 31 Dec 2026, 15:00–16:00')).toBeTruthy();
    const logins = screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));
    expect(logins).toContain('/sg/login?redirect=%2Fsg%2Fpayment%2Fshare%2Fabc');
  });

  it('lets a signed-in payer pay with the shared code, activating the link before the provider page', async () => {
    signInForTest(PAYER);
    const calls = fakePayments();
    renderWithApi('/sg/payment/share/abc', api());
    expect(await screen.findByText('SG$ 205.80')).toBeTruthy();
    expect(calls.some((call) => call.url === '/payments/paymentMethods/b1?sharedCode=abc')).toBe(true);
    fireEvent.click(screen.getByLabelText('PayNow'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay SG$ 205.80' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-pay/ref'));
    const created = calls.find((call) => call.url === '/payments/createTransaction');
    expect(created?.body).toMatchObject({
      service: 'BOOKING',
      bookingId: 'b1',
      paymentMethod: 'paynow',
      sharedCode: 'abc',
    });
    const activated = calls.find((call) => call.url === '/sharedURL/active');
    expect(activated?.body).toMatchObject({ sharedCode: 'abc', paymentId: 'pay-9' });
  });

  it('shows the test-mode banner over a test provider, and only a notice where none serves', async () => {
    signInForTest(PAYER);
    fakePayments({ testMode: true });
    const test = renderWithApi('/sg/payment/share/abc', api());
    expect(await screen.findByText('Test mode: no real money moves')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay SG$ 205.80' })).toBeTruthy();
    test.unmount();
    fakePayments({ providerAvailable: false });
    renderWithApi('/sg/payment/share/abc', api());
    expect(
      await screen.findByText(
        'Card and online payments are not available in your market yet. Pay with your Ajar balance.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByText('Test mode: no real money moves')).toBeNull();
  });

  it("shows the spec's message to a payer in another country", async () => {
    signInForTest({ ...PAYER, country: 'my' });
    fakePayments({ offerRefusal: 'differentCountry' });
    renderWithApi('/sg/payment/share/abc', api());
    expect(await screen.findByText('Cannot process to payment with different country')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('tells the sharer it is their own link, and anyone that a paid link needs nothing more', async () => {
    signInForTest({ ...PAYER, pvid: SHARER });
    fakePayments();
    const own = renderWithApi('/sg/payment/share/abc', api());
    expect(await screen.findByText(/This is your own payment link/)).toBeTruthy();
    own.unmount();
    fakePayments({ paid: true });
    renderWithApi('/sg/payment/share/abc', api());
    expect(await screen.findByText('This booking is paid')).toBeTruthy();
  });

  it('says an unknown code does not exist', async () => {
    fakePayments();
    renderWithApi('/sg/payment/share/nope', api());
    expect(await screen.findByText('This payment link does not exist')).toBeTruthy();
  });
});
