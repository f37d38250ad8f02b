import { SANDBOX_CARD_APPROVED } from '@ajar/domain';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import { ADD_BOOKING, type bookingWorld } from '../../booking/testing';
import { bookings } from '../../booking/testing';
import { ledgerEntries } from '../../ledger/testing';
import { payments } from '../payment.tables';
import type { CheckoutView } from '../payment.service';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../sandbox-signature';

let keySequence = 0;
export const newIdempotencyKey = (): string => `checkout-${process.pid}-${Date.now()}-${(keySequence += 1)}`;

/** A first booking of the tutor's lesson `hours` ahead by the student, waiting for payment. */
export async function pendingBookingOf(
  t: TestApp,
  world: ReturnType<typeof bookingWorld>,
  student: { token: string },
  tutor: { userId: string; subjectLevelId: string },
  hours = 24,
): Promise<{ id: string; due: number }> {
  const result = await t.gql<{ addBooking: { booking: { pvid: string }; bookingPrice: number } }>(
    ADD_BOOKING,
    { tutorPvid: tutor.userId, subjectPvid: tutor.subjectLevelId, type: 'ONLINE', ...world.lesson(hours) },
    { token: student.token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return { id: result.data.addBooking.booking.pvid, due: result.data.addBooking.bookingPrice };
}

/** What a refused or replayed callback must leave alone: the booking, its payments and the whole ledger. */
export async function moneyState(t: TestApp, bookingId: string) {
  const [booking] = await t.deps.db
    .select({ status: bookings.status, paidAt: bookings.paidAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const paymentRows = await t.deps.db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  const [entries] = await t.deps.db.select({ n: count() }).from(ledgerEntries);
  return { booking, payments: paymentRows, ledgerEntries: entries?.n ?? 0 };
}

/** The sandbox's reference of a checkout: the last part of its page's path. */
export const sandboxReferenceOf = (checkout: Pick<CheckoutView, 'checkoutUrl'>): string =>
  new URL(checkout.checkoutUrl ?? 'http://no-checkout/').pathname.split('/').pop() ?? '';

export interface SandboxCallbackOptions {
  /** Signs with this secret instead of the configured one (a forger's). */
  readonly secret?: string;
  /** Signs at this time instead of the server's now. */
  readonly signedAt?: Date;
  /** The whole header, as sent (a malformed or old-style one). */
  readonly header?: string;
}

/** A sandbox callback as the sandbox sends it: the event's JSON, signed with a timestamp. */
export async function sendSandboxCallback(
  t: TestApp,
  event: { eventId?: string; reference: string; approved: boolean; method?: string; reason?: string | null },
  options: SandboxCallbackOptions = {},
) {
  const body = JSON.stringify({ eventId: randomUUID(), method: 'card', reason: null, ...event });
  const secret = options.secret ?? t.deps.config.sandbox?.secret ?? '';
  const header = options.header ?? signSandboxBody(secret, body, options.signedAt ?? t.clock.now());
  const response = await t.app.inject({
    method: 'POST',
    url: '/payments/callback/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: header },
    payload: body,
  });
  return { status: response.statusCode, body: response.body };
}

/** The payment REST service as the web calls it. */
export function paymentApi(t: TestApp) {
  const headers = (token?: string, accessKey = t.deps.config.paymentAccessKey) => ({
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
    const path = new URL(checkout.checkoutUrl ?? 'http://no-checkout/').pathname;
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
