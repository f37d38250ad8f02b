import { BOOST_PRICES } from '@ajar/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { viewerProfile } from '../../../test/public-profile-fixtures';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const TUTOR = { pvid: 'u1', email: 'mei@ajar.test', country: 'sg', roleCode: 'TTR0' };

const profile = viewerProfile({ firstName: 'Mei', lastName: 'Tan', roleCode: 'TTR0', tutorKind: 'ACADEMIC' });

const purchase = {
  id: 'h1',
  amount: 100,
  reason: 'Credits bought',
  description: 'SGD 15.44',
  type: 'PURCHASE',
  createdAt: '2026-11-20T02:00:00.000Z',
};

interface RestCall {
  readonly url: string;
  readonly body: unknown;
}

/** The payment REST service, faked: credits at 15 cents each plus the 2.9% fee, and a checkout address. */
function fakePayments() {
  const calls: RestCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (payload: unknown) =>
        new Response(JSON.stringify(payload), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      if (!url.startsWith('/payments/')) return json({});
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith('/payments/paymentMethods/credits')) {
        const amount = Number(new URL(url, 'http://x').searchParams.get('credits')) * 15;
        return json({
          methods: [{ id: 'card', name: 'Credit or debit card', kind: 'CARD' }],
          currency: 'SGD',
          amount,
          fee: Math.round((amount * 29) / 1000),
          providerAvailable: true,
          testMode: false,
        });
      }
      return json({ paymentId: 'pay-1', service: 'CREDITS', checkoutUrl: 'http://localhost/sandbox/pay-1' });
    }),
  );
  return calls;
}

describe('credits pages', { timeout: 30_000 }, () => {
  const assign = vi.fn();

  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
    signInForTest(TUTOR);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the credits held, the latest movements and what credits buy', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile } }),
      GetCreditsHome: () => ({
        data: {
          getUserCredits: { credits: 1250 },
          getUserCreditsHistory: [purchase],
          home: BOOST_PRICES.HomePage,
          listing: BOOST_PRICES.CategoryListingPage,
        },
      }),
    });
    renderWithApi('/sg/credits/home', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajar credits' })).toBeTruthy();
    expect(
      within(await screen.findByRole('region', { name: 'Your credits' })).getByText('1,250 credits'),
    ).toBeTruthy();
    expect(screen.getByText('Credits bought')).toBeTruthy();
    expect(screen.getByText('+100 credits')).toBeTruthy();
    expect(screen.getByText(/SGD 15\.44/)).toBeTruthy();
    const home = screen.getByRole('table', { name: 'Featured on the home page' });
    expect(within(home).getByRole('row', { name: '7 days 100 credits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/sg/credits/buy/credits',
    );
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/sg/credits/history');
    expect(screen.getByRole('link', { name: 'What are credits?' }).getAttribute('href')).toBe(
      '/sg/credits/detail',
    );
  });

  it('explains credits: their price in the viewer’s currency, the boosts and voucher fees they pay', async () => {
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile } }),
      GetCreditsDetail: () => ({
        data: {
          getUserCredits: { credits: 40 },
          getAjarCreditsPriceByCurreny: { amount: 1, currency: 'SGD', price: 15 },
        },
      }),
    });
    renderWithApi('/sg/credits/detail', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'What are Ajar credits?' })).toBeTruthy();
    expect(await screen.findByText('1 credit for SG$ 0.15')).toBeTruthy();
    expect(api.calledWith('GetCreditsDetail')[0]?.variables).toEqual({ currency: 'SGD' });
    expect(within(screen.getByRole('region', { name: 'Your credits' })).getByText('40 credits')).toBeTruthy();
    const home = screen.getByRole('table', { name: 'Profile boosts: Featured on the home page' });
    expect(within(home).getByRole('row', { name: '7 days 100 credits' })).toBeTruthy();
    const fees = screen.getByRole('table', { name: 'Voucher fees' });
    expect(within(fees).getByRole('row', { name: 'Up to 50 students 60 credits' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/sg/credits/buy/credits',
    );
  });

  it('says so when there is no history yet, in Indonesian too', async () => {
    resetSessionForTest();
    signInForTest({ ...TUTOR, country: 'id' });
    await i18n.changeLanguage('id');
    const api = fakeApi({
      GetProfile: () => ({
        data: { getProfile: viewerProfile({ roleCode: 'TTR0', country: 'id', currency: 'IDR' }) },
      }),
      GetCreditsHistory: () => ({ data: { getUserCreditsHistory: [] } }),
    });
    renderWithApi('/id/credits/history', api);
    expect(await screen.findByText(/Belum ada pergerakan kredit/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beli kredit' })).toBeTruthy();
  });

  it('prices the chosen credits with the fee, refuses an amount out of range and sends the payer to checkout', async () => {
    const calls = fakePayments();
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile } }),
      GetUserCredits: () => ({ data: { getUserCredits: { credits: 0 } } }),
    });
    renderWithApi('/sg/credits/buy/credits', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy credits' })).toBeTruthy();
    // 100 credits are chosen first: SG$ 15.00 and the fee of SG$ 0.44.
    expect(await screen.findByText('SG$ 15.44')).toBeTruthy();
    expect(calls[0]?.url).toBe('/payments/paymentMethods/credits?credits=100');

    const input = screen.getByLabelText('Number of credits');
    fireEvent.change(input, { target: { value: '5' } });
    expect(await screen.findByText('Choose between 10 and 10,000 credits')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(screen.getByRole('group', { name: 'Packs' })).getByText('250 credits'));
    expect(await screen.findByText('SG$ 38.59')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/pay-1'));
    const created = calls.find((call) => call.url === '/payments/createTransaction');
    expect(created?.body).toMatchObject({ service: 'CREDITS', credits: 250, paymentMethod: 'card' });
  });

  it('answers an unknown thing to buy with a way back', async () => {
    renderWithApi('/sg/credits/buy/gold', fakeApi({}));
    expect(await screen.findByText('There is nothing to buy here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      '/sg/credits/buy/credits',
    );
  });
});
