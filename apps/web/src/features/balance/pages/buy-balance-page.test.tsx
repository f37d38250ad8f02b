import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetProfileQuery } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const STUDENT = { pvid: 'u1', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };

function profile(balance: number): GetProfileQuery['getProfile'] {
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

const METHODS = [
  { id: 'card', name: 'Credit or debit card', kind: 'CARD' },
  { id: 'paynow', name: 'PayNow', kind: 'BANK' },
];

interface RestCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** The payment REST service, faked: offers with a 2.9% fee and a checkout address. */
function fakePayments(provider = { providerAvailable: true, testMode: false }) {
  const calls: RestCall[] = [];
  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const json = (payload: unknown) =>
      new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
    if (!url.startsWith('/payments/')) return json({});
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url.startsWith('/payments/paymentMethods/balance')) {
      const amount = Number(new URL(url, 'http://x').searchParams.get('amount'));
      return json({
        methods: provider.providerAvailable ? METHODS : [],
        currency: 'SGD',
        amount,
        fee: Math.round((amount * 29) / 1000),
        ...provider,
      });
    }
    return json({
      paymentId: 'pay-1',
      service: 'BALANCE',
      bookingId: null,
      status: 'PENDING',
      amount: 2000,
      fee: 58,
      currency: 'SGD',
      paymentMethod: 'paynow',
      checkoutUrl: 'http://localhost/sandbox/checkout/pay-1',
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return calls;
}

describe('balance/buy/topup page', { timeout: 30_000 }, () => {
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

  it('shows the balance, the fee for the chosen amount, refuses bad amounts and sends the payer to checkout', async () => {
    signInForTest(STUDENT);
    const calls = fakePayments();
    const api = fakeApi({ GetProfile: () => ({ data: { getProfile: profile(4321) } }) });
    renderWithApi('/sg/balance/buy/topup', api);
    expect(await screen.findByRole('heading', { name: 'Top up balance' })).toBeTruthy();
    expect(await screen.findByText('SG$ 43.21')).toBeTruthy();

    // The first quick amount is chosen: SG$ 10.00 plus the 2.9% fee from the payment service.
    expect(await screen.findByText('SG$ 10.29')).toBeTruthy();
    expect(screen.getByText('SG$ 0.29')).toBeTruthy();
    expect(calls[0]?.url).toBe('/payments/paymentMethods/balance?amount=1000');

    const input = screen.getByLabelText('Amount to add (SGD)');
    fireEvent.change(input, { target: { value: '0.5' } });
    expect(await screen.findByText('Add at least SG$ 1.00')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1.234' } });
    expect(await screen.findByText('Choose an amount to add to your balance')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByText('SG$ 20.00'));
    expect(await screen.findByText('SG$ 20.58')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('PayNow'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/pay-1'));
    const created = calls.find((call) => call.url === '/payments/createTransaction');
    expect(created?.method).toBe('POST');
    expect(created?.body).toMatchObject({ service: 'BALANCE', amount: 2000, paymentMethod: 'paynow' });
    expect((created?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/.{8,}/);
    expect(screen.queryByText('Test mode: no real money moves')).toBeNull();
  });

  it('shows the test-mode banner when the provider is a test one', async () => {
    signInForTest(STUDENT);
    fakePayments({ providerAvailable: true, testMode: true });
    renderWithApi(
      '/sg/balance/buy/topup',
      fakeApi({ GetProfile: () => ({ data: { getProfile: profile(0) } }) }),
    );
    expect(await screen.findByText('Test mode: no real money moves')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  });

  it('says top-ups are not available where no provider serves the market', async () => {
    signInForTest(STUDENT);
    const calls = fakePayments({ providerAvailable: false, testMode: false });
    renderWithApi(
      '/sg/balance/buy/topup',
      fakeApi({ GetProfile: () => ({ data: { getProfile: profile(4321) } }) }),
    );
    expect(await screen.findByText('Top-ups are not available in your market yet')).toBeTruthy();
    expect(screen.getByText('SG$ 43.21')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(calls.some((call) => call.url === '/payments/createTransaction')).toBe(false);
  });

  it('says there is nothing to buy for an unknown type', async () => {
    signInForTest(STUDENT);
    fakePayments();
    const api = fakeApi({ GetProfile: () => ({ data: { getProfile: profile(0) } }) });
    renderWithApi('/sg/balance/buy/gold', api);
    expect(await screen.findByText('There is nothing to buy here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up balance' }).getAttribute('href')).toBe(
      '/sg/balance/buy/topup',
    );
  });
});
