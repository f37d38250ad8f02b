import { SANDBOX_CARD_APPROVED } from '@ajar/domain';
import type { TestApp } from '../../test/test-app';
import type { CheckoutView } from './payment.service';

export const ACCESS_KEY = 'ajar-web-dev-access-key';

let keySequence = 0;
export const newIdempotencyKey = (): string => `checkout-${process.pid}-${Date.now()}-${(keySequence += 1)}`;

/** The payment REST service as the web calls it. */
export function paymentApi(t: TestApp) {
  const headers = (token?: string, accessKey = ACCESS_KEY) => ({
    'content-type': 'application/json',
    ...(accessKey ? { 'access-key': accessKey } : {}),
    ...(token ? { 'auth-token': token } : {}),
  });

  async function call(
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    body?: unknown,
    accessKey?: string,
  ) {
    const response = await t.app.inject({
      method,
      url,
      headers: headers(token, accessKey),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  }

  const createTransaction = (token: string, body: Record<string, unknown>) =>
    call('POST', '/payments/createTransaction', token, {
      paymentMethod: 'card',
      idempotencyKey: newIdempotencyKey(),
      ...body,
    });

  async function checkoutFor(token: string, bookingId: string): Promise<CheckoutView> {
    const created = await createTransaction(token, { service: 'BOOKING', bookingId });
    if (created.status !== 201) throw new Error(`checkout refused: ${JSON.stringify(created.body)}`);
    return created.body as unknown as CheckoutView;
  }

  /** The payer on the sandbox page: submits the form, returns where the sandbox sends the browser. */
  async function payOnSandbox(checkout: CheckoutView, form: Record<string, string> = {}) {
    const path = new URL(checkout.checkoutUrl).pathname;
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        method: 'card',
        cardNumber: SANDBOX_CARD_APPROVED,
        action: 'pay',
        ...form,
      }).toString(),
    });
    return { status: response.statusCode, location: String(response.headers.location ?? '') };
  }

  return { call, createTransaction, checkoutFor, payOnSandbox };
}
