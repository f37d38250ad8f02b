import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

describe('redirect', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
    // The payment-result page polls the payment service: it stays pending here.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ paymentId: 'pay-2-0000', status: 'PENDING' }), { status: 200 }),
      ),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("takes a payer back from the provider to the payment's result", async () => {
    signInForTest({ pvid: 'u1', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' });
    const view = renderWithApi(
      '/sg/redirect?provider=sandbox&service=booking&transactionId=pay-1',
      fakeApi({}),
    );
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/payment-result/booking/pay-1'));
    view.unmount();
    const credits = renderWithApi(
      '/sg/redirect?provider=sandbox&service=credits&transactionId=pay-3',
      fakeApi({}),
    );
    await waitFor(() =>
      expect(credits.router.state.location.pathname).toBe('/sg/payment-result/credits/pay-3'),
    );
    credits.unmount();
    const cart = renderWithApi('/sg/redirect?provider=sandbox&service=cart&transactionId=pay-4', fakeApi({}));
    await waitFor(() => expect(cart.router.state.location.pathname).toBe('/sg/payment-result/cart/pay-4'));
  });

  it('takes a payer back from Stripe, whether they paid or left its page, to our record of the payment', async () => {
    signInForTest({ pvid: 'u1', email: 'aisyah@ajar.test', country: 'my', roleCode: 'STDN' });
    for (const checkout of ['done', 'cancelled']) {
      const view = renderWithApi(
        `/my/redirect?provider=stripe&service=balance&transactionId=pay-2&checkout=${checkout}`,
        fakeApi({}),
      );
      await waitFor(() =>
        expect(view.router.state.location.pathname).toBe('/my/payment-result/balance/pay-2'),
      );
      // Until Stripe's webhook lands our record says pending, and the page says it waits for the provider.
      expect(await view.findByText(i18n.t('bookings.result.pendingTitle'))).toBeTruthy();
      view.unmount();
    }
  });

  it('does not treat an unknown service as a payment', async () => {
    signInForTest({ pvid: 'u1', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' });
    const view = renderWithApi('/sg/redirect?service=evil&transactionId=x', fakeApi({}));
    // Without a Google code the Google step returns to the profile.
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/profile/me'));
  });
});
