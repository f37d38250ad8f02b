import { formatMoney } from '@ajar/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetUserCartQuery, VoucherSummaryFragment } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { viewerProfile } from '../../../test/public-profile-fixtures';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const STUDENT = { pvid: 'u1', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };
const sgd = (minor: number) => formatMoney(minor, 'sg');

const voucher: VoucherSummaryFragment = {
  id: 'v1',
  code: 'MATH10',
  typeOfDiscount: 'Percentage',
  discountOfPercentage: 10,
  discountAmount: null,
  discountCurrency: null,
  buyerCreditsPrice: 0,
  endAt: '2027-01-31T00:00:00.000Z',
  isClaimed: true,
  ableToUse: true,
  active: true,
  expired: false,
  currency: 'SGD',
  tutor: null,
};

type Cart = GetUserCartQuery['getUserCartsItems'];

const item = {
  bookingId: 'b1',
  startTime: '2026-12-31T07:00:00.000Z',
  endTime: '2026-12-31T08:30:00.000Z',
  duration: 90,
  type: 'ONLINE' as const,
  subject: 'Mathematics',
  level: 'Secondary 2',
  hourPrice: 4000,
  totalPrice: 6000,
  discountAmount: 0,
  tutorFirstName: 'Wei Ming',
  tutorLastName: 'Tan',
  tutorAvatar: null,
};

function cart(voucherId: string | null): Cart {
  const discounted = voucherId === 'v1';
  return {
    totalPrice: discounted ? 5400 : 6000,
    currency: 'SGD',
    orginalTotalPrice: 6000,
    totalDiscountAmount: discounted ? 600 : 0,
    count: 1,
    booking: { items: [{ ...item, discountAmount: discounted ? 600 : 0 }] },
    classes: { classPrices: 0, items: [] },
    voucher: discounted ? voucher : null,
  };
}

const emptyCart: Cart = {
  totalPrice: 0,
  currency: 'SGD',
  orginalTotalPrice: 0,
  totalDiscountAmount: 0,
  count: 0,
  booking: { items: [] },
  classes: { classPrices: 0, items: [] },
  voucher: null,
};

function cartApi(balance: number, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    GetProfile: () => ({ data: { getProfile: viewerProfile({ balance, hasBalance: balance > 0 }) } }),
    GetUserCart: (variables) => ({
      data: { getUserCartsItems: cart((variables['voucherId'] as string) ?? null) },
    }),
    GetCartCount: () => ({ data: { getUserCartsItems: { count: 1 } } }),
    GetUsableVoucherClaims: () => ({
      data: { getUserVoucherClaims: [voucher, { ...voucher, id: 'v2', code: 'OLD5', ableToUse: false }] },
    }),
    ...extra,
  });
}

/** The amount a summary line shows beside its label. */
async function lineValue(label: string): Promise<string | null> {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

interface RestCall {
  readonly url: string;
  readonly body: unknown;
}

/** The payment REST service, faked: the cart's offer is the total less the balance when asked to use it. */
function fakePayments(total: number, balance: number) {
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
      if (url.startsWith('/payments/paymentMethods/cart')) {
        const useBalance = new URL(url, 'http://x').searchParams.get('useBalance') === 'true';
        const amount = useBalance ? Math.max(0, total - balance) : total;
        return json({
          methods: [
            { id: 'card', name: 'Credit or debit card', kind: 'CARD' },
            { id: 'paynow', name: 'PayNow', kind: 'BANK' },
          ],
          currency: 'SGD',
          amount,
          fee: Math.round((amount * 29) / 1000),
          providerAvailable: true,
          testMode: true,
        });
      }
      return json({ paymentId: 'pay-9', service: 'CART', checkoutUrl: 'http://localhost/sandbox/pay-9' });
    }),
  );
  return calls;
}

describe('globalcart pages', { timeout: 30_000 }, () => {
  const assign = vi.fn();

  beforeEach(async () => {
    resetSessionForTest();
    signInForTest(STUDENT);
    await i18n.changeLanguage('en');
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, assign });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the lessons with their tutor, time and prices, and the plain total without a voucher', async () => {
    renderWithApi('/sg/globalcart/home', cartApi(0));
    expect(await screen.findByRole('heading', { level: 1, name: 'My cart' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Lessons in your cart' });
    expect(within(list).getByText('Mathematics · Secondary 2')).toBeTruthy();
    expect(within(list).getByText('with Wei Ming Tan')).toBeTruthy();
    expect(within(list).getByText(/Duration 01:30/)).toBeTruthy();
    expect(within(list).getByText(`${sgd(4000)} per hour`)).toBeTruthy();
    expect(await lineValue('Total')).toBe(sgd(6000));
    expect(screen.queryByText('Voucher discount')).toBeNull();
    expect(screen.queryByLabelText(`Original price ${sgd(6000)}`)).toBeNull();
  });

  it('prices the cart with the voucher of the address: the original struck through, the discount and the total', async () => {
    const api = cartApi(0);
    renderWithApi('/sg/globalcart/home?voucherId=v1', api);
    const struck = await screen.findByLabelText(`Original price ${sgd(6000)}`);
    expect(struck.tagName).toBe('DEL');
    expect(await lineValue('Voucher discount')).toBe(`− ${sgd(600)}`);
    expect(await lineValue('Total')).toBe(`${sgd(6000)}${sgd(5400)}`);
    expect(screen.getByText(/Voucher MATH10 applied/)).toBeTruthy();
    expect(api.calledWith('GetUserCart')[0]?.variables).toEqual({ voucherId: 'v1' });
    // The balance is short: checkout is the way; pay with balance is off.
    expect((screen.getByRole('button', { name: 'Pay with balance' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe(
      '/sg/globalcart/buy/checkout?voucherId=v1',
    );
  });

  it('removes a lesson from the cart', async () => {
    const api = cartApi(0, {
      DeleteCartItem: () => ({ data: { deleteItemFormCart: { success: true, count: 0 } } }),
    });
    renderWithApi('/sg/globalcart/home', api);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove Mathematics · Secondary 2 with Wei Ming Tan from the cart',
      }),
    );
    await waitFor(() =>
      expect(api.calledWith('DeleteCartItem').map((call) => call.variables)).toEqual([
        { itemId: 'b1', itemType: 'Booking' },
      ]),
    );
  });

  it('pays the whole cart with the balance, voucher included, and says the lessons are booked', async () => {
    const api = cartApi(10_000, {
      CheckoutCartWithBalance: () => ({
        data: {
          checkoutCartWithAjarBalance: {
            success: true,
            bookingIds: ['b1'],
            totalPrice: 5400,
            totalDiscountAmount: 600,
            currency: 'SGD',
          },
        },
      }),
    });
    renderWithApi('/sg/globalcart/home?voucherId=v1', api);
    await screen.findByLabelText(`Original price ${sgd(6000)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with balance' }));
    expect(await screen.findByText('Your cart is paid')).toBeTruthy();
    expect(api.calledWith('CheckoutCartWithBalance').map((call) => call.variables)).toEqual([
      { voucherId: 'v1' },
    ]);
    expect(screen.getByRole('link', { name: 'My bookings' }).getAttribute('href')).toBe('/sg/booking-list');
  });

  it('looks a typed code up, says what claiming it costs, claims it and prices the cart with it', async () => {
    const unclaimed = { ...voucher, id: 'v1', isClaimed: false, ableToUse: false, buyerCreditsPrice: 20 };
    const api = cartApi(0, {
      GetVoucherByCode: () => ({ data: { getOneVoucherDetails: unclaimed } }),
      ClaimVoucherInCart: () => ({ data: { claimVoucher: voucher } }),
    });
    const view = renderWithApi('/sg/globalcart/home', api);
    const input = await screen.findByLabelText('Have a voucher code?');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.change(input, { target: { value: 'math10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Claiming this voucher costs 20 credits.')).toBeTruthy();
    expect(api.calledWith('GetVoucherByCode')[0]?.variables).toEqual({ voucherCode: 'MATH10' });
    expect(api.calledWith('ClaimVoucherInCart')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Claim and apply' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?voucherId=v1'));
    expect(api.calledWith('ClaimVoucherInCart').map((call) => call.variables)).toEqual([{ voucherId: 'v1' }]);
    expect(await screen.findByLabelText(`Original price ${sgd(6000)}`)).toBeTruthy();
  });

  it("keeps the header's cart badge live: a removal refetches the count", async () => {
    let count = 2;
    const api = cartApi(0, {
      GetCartCount: () => ({ data: { getUserCartsItems: { __typename: 'Cart', count } } }),
      DeleteCartItem: () => {
        count = 1;
        return { data: { deleteItemFormCart: { __typename: 'CartChange', success: true, count } } };
      },
    });
    renderWithApi('/sg/globalcart/home', api);
    const badge = await screen.findByRole('link', { name: 'Cart' });
    expect(badge.getAttribute('href')).toBe('/sg/globalcart/home');
    await waitFor(() => expect(within(badge).getByText('2')).toBeTruthy());
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Remove Mathematics · Secondary 2 with Wei Ming Tan from the cart',
      }),
    );
    await waitFor(() => expect(within(badge).getByText('1')).toBeTruthy());
    expect(api.calledWith('GetCartCount').length).toBeGreaterThanOrEqual(2);
  });

  it('says the cart is empty and links to the tutors', async () => {
    renderWithApi(
      '/sg/globalcart/home',
      cartApi(0, { GetUserCart: () => ({ data: { getUserCartsItems: emptyCart } }) }),
    );
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    // The footer, once it has loaded, links the tutors too: the page's own link is in main.
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Browse tutors' }).getAttribute('href'),
    ).toBe('/sg/browse/tutors');
  });

  it('asks the cart offer with the balance first, and pays the rest through the provider as CART', async () => {
    const calls = fakePayments(5400, 1000);
    renderWithApi('/sg/globalcart/buy/checkout?voucherId=v1', cartApi(1000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay your cart' })).toBeTruthy();
    expect(await screen.findByText('Test mode: no real money moves')).toBeTruthy();
    expect(calls[0]?.url).toBe('/payments/paymentMethods/cart?voucherId=v1&useBalance=true');
    expect(await screen.findByLabelText(`Original price ${sgd(6000)}`)).toBeTruthy();
    expect(await lineValue('Paid from your balance')).toBe(sgd(1000));
    expect(await lineValue('To pay by card or e-wallet')).toBe(sgd(4400));
    expect(await lineValue('Total charged')).toBe(sgd(4400 + 128));

    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain(
        '/payments/paymentMethods/cart?voucherId=v1&useBalance=false',
      ),
    );
    expect(await lineValue('To pay by card or e-wallet')).toBe(sgd(5400));
    fireEvent.click(screen.getByLabelText('PayNow'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/pay-9'));
    const created = calls.find((call) => call.url === '/payments/createTransaction');
    expect(created?.body).toMatchObject({
      service: 'CART',
      voucherId: 'v1',
      useBalance: false,
      paymentMethod: 'paynow',
    });
  });

  it('answers an unknown checkout type with the 404 result and a way back to the cart', async () => {
    renderWithApi('/sg/globalcart/buy/gold', cartApi(0));
    expect(await screen.findByText('There is nothing to pay here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my cart' }).getAttribute('href')).toBe(
      '/sg/globalcart/home',
    );
  });

  it('is in Indonesian too', async () => {
    resetSessionForTest();
    signInForTest({ ...STUDENT, country: 'id' });
    await i18n.changeLanguage('id');
    renderWithApi(
      '/id/globalcart/home',
      cartApi(0, { GetUserCart: () => ({ data: { getUserCartsItems: { ...emptyCart, currency: 'IDR' } } }) }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Keranjang saya' })).toBeTruthy();
    expect(await screen.findByText('Keranjang Anda kosong')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Cari tutor' })).toBeTruthy();
  });
});
