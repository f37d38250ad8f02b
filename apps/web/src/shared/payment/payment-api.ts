import type { PaymentMethod, PaymentService } from '@ajar/domain';
import { authHeaders } from '../api/auth-headers';
import { getToken } from '../session/session-store';

/*
 * The payment REST service (spec section 7). The access key names this app to the service; the
 * user's session token says who pays. A production build sets VITE_PAYMENT_ACCESS_KEY to the server's
 * PAYMENT_ACCESS_KEY (the server refuses to start with the development one).
 */
const ACCESS_KEY = import.meta.env['VITE_PAYMENT_ACCESS_KEY'] ?? 'ajar-web-dev-access-key';

/** What a provider payment pays (the cart included). */
export type CheckoutService = PaymentService;

export interface Checkout {
  readonly paymentId: string;
  readonly service: CheckoutService;
  readonly bookingId: string | null;
  /** The credits bought (service CREDITS), else null. */
  readonly credits: number | null;
  readonly status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';
  readonly amount: number;
  readonly fee: number;
  readonly currency: string;
  readonly paymentMethod: string | null;
  /** The provider's page to send the payer to (null only when the provider never answered). */
  readonly checkoutUrl: string | null;
}

export interface CheckoutOffer {
  /** Empty when no provider serves the market. */
  readonly methods: readonly PaymentMethod[];
  readonly currency: string;
  readonly amount: number;
  readonly fee: number;
  /** False: card and online payments are not offered in this market (balance only). */
  readonly providerAvailable: boolean;
  /** The provider is a test one: nobody is charged, and the checkout says so. */
  readonly testMode: boolean;
}

/** A shared payment link: whose booking, who shared it, whether a payment through it started or paid. */
export interface SharedLinkStatus {
  readonly code: string;
  readonly bookingId: string;
  readonly userId: string;
  readonly active: boolean;
  readonly paid: boolean;
}

export class PaymentApiError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string | null,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', 'access-key': ACCESS_KEY, ...authHeaders(getToken()) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok)
    throw new PaymentApiError(
      response.status,
      typeof payload['messageKey'] === 'string' ? payload['messageKey'] : null,
      typeof payload['message'] === 'string' ? payload['message'] : '',
    );
  return payload as T;
}

/** Sends the payer to the provider's page; a checkout without one is a failure to show. */
export function goToCheckout(checkout: Checkout): void {
  if (!checkout.checkoutUrl) throw new PaymentApiError(500, 'paymentProviderFailed', '');
  window.location.assign(checkout.checkoutUrl);
}

/** A new key per payment attempt: a retried request with it cannot charge twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export const paymentApi = {
  offerForBooking: (bookingId: string, sharedCode?: string) =>
    call<CheckoutOffer>(
      'GET',
      `/payments/paymentMethods/${bookingId}${sharedCode ? `?${new URLSearchParams({ sharedCode }).toString()}` : ''}`,
    ),
  offerForTopUp: (amount: number) =>
    call<CheckoutOffer>('GET', `/payments/paymentMethods/balance?amount=${amount}`),
  offerForCredits: (credits: number) =>
    call<CheckoutOffer>('GET', `/payments/paymentMethods/credits?credits=${credits}`),
  /** The cart, priced with the voucher; with useBalance the amount is what the balance leaves to pay. */
  offerForCart: (voucherId: string | null, useBalance: boolean) =>
    call<CheckoutOffer>(
      'GET',
      `/payments/paymentMethods/cart?${new URLSearchParams({ voucherId: voucherId ?? '', useBalance: String(useBalance) }).toString()}`,
    ),
  /** A dispute's escalation fee. */
  offerForDispute: (disputeId: string) =>
    call<CheckoutOffer>(
      'GET',
      `/payments/paymentMethods/dispute?${new URLSearchParams({ disputeId }).toString()}`,
    ),
  /** A seat in a group class. */
  offerForClass: (classId: string) =>
    call<CheckoutOffer>(
      'GET',
      `/payments/paymentMethods/class?${new URLSearchParams({ classId }).toString()}`,
    ),
  createTransaction: (body: {
    service: CheckoutService;
    bookingId?: string;
    amount?: number;
    credits?: number;
    paymentMethod: string;
    idempotencyKey: string;
    sharedCode?: string;
    /** CART: the voucher the cart is priced with, and whether the balance pays its part first. */
    voucherId?: string | null;
    useBalance?: boolean;
    /** DISPUTE: the dispute whose escalation fee this pays. */
    disputeId?: string;
    /** CLASS: the group class whose seat this pays. */
    classId?: string;
  }) => call<Checkout>('POST', '/payments/createTransaction', body),
  transaction: (id: string) => call<Checkout>('GET', `/payments/transactions/${id}`),
  generateSharedLink: (bookingId: string) =>
    call<{ codeSharedPayment: string }>('POST', '/sharedURL/generate', {
      serviceName: 'Booking',
      id: bookingId,
    }),
  activateSharedLink: (sharedCode: string, paymentId: string) =>
    call<{ success: boolean }>('POST', '/sharedURL/active', {
      sharedCode,
      paymentId,
      serviceName: 'Booking',
    }),
  sharedLinkStatus: (code: string) =>
    call<SharedLinkStatus>('GET', `/sharedURL/status/AjarTranscribe/${encodeURIComponent(code)}`),
};
