import {
  BRAND,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MARKETS,
  TOP_UP_MAX_MINOR,
  TOP_UP_MIN_MINOR,
  amountStillDueMinor,
  creditsPriceMinor,
  isCreditsPurchaseAmount,
  paymentMethodOf,
  transactionFeeMinor,
  type CountryCode,
  type CurrencyCode,
  type PaymentService,
} from '@ajar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../db/postgres-error';
import type { Deps } from '../../deps';
import type { CheckoutRequest, PaymentProvider } from '../../infra/payments/payment-provider';
import { DomainError } from '../../kernel/domain-error';
import { users } from '../account';
import type { Viewer } from '../../kernel/viewer';
import { bookings, lockBooking, type BookingRow } from '../booking';
import { isPvid } from '../../kernel/ids';
import { payments, type PaymentRow } from './payment.tables';
import { isSharedLinkOf } from './shared-link.service';
import { cartDue } from './cart-payment';
import { escalationFeeTerms } from '../dispute';
import { classDue } from '../classes';

export { SANDBOX_PROVIDER } from '../../infra/payments/sandbox-provider';

export interface CreatePaymentInput {
  readonly service: PaymentService;
  readonly bookingId: string | null;
  /** A top-up's amount; a booking's is what it still asks, computed here. */
  readonly amountMinor: number | null;
  /** A credits purchase's credits; its amount is their price in the payer's market. */
  readonly credits?: number | null;
  readonly paymentMethod: string;
  readonly idempotencyKey: string;
  /** Paying someone else's booking through their shared link. */
  readonly sharedCode: string | null;
  /** A cart payment's voucher, and whether the balance pays its first part. */
  readonly voucherId?: string | null;
  readonly useBalance?: boolean | null;
  /** A dispute's escalation fee (service DISPUTE). */
  readonly disputeId?: string | null;
  /** A seat in a group class (service CLASS). */
  readonly classId?: string | null;
  /** The spec's field: the configured provider is the only one, so naming another is refused. */
  readonly provider?: string | null;
}

export interface CheckoutView {
  readonly paymentId: string;
  readonly service: PaymentService;
  readonly bookingId: string | null;
  /** The credits bought (service CREDITS), else null. */
  readonly credits: number | null;
  readonly status: PaymentRow['status'];
  readonly amount: number;
  readonly fee: number;
  readonly currency: CurrencyCode;
  readonly paymentMethod: string | null;
  /** The provider's hosted checkout page; null only when the provider never answered (a retry asks again). */
  readonly checkoutUrl: string | null;
}

const refuse = (
  code: ConstructorParameters<typeof DomainError>[0],
  key: ConstructorParameters<typeof DomainError>[1],
) => new DomainError(code, key);

/** The stored checkout page; sandbox checkouts made before it was stored keep a path on our own server. */
export function checkoutUrlOf(deps: Deps, payment: PaymentRow): string | null {
  const stored = payment.checkoutUrl;
  return stored?.startsWith('/') ? `${deps.config.publicUrl}${stored}` : stored;
}

/** Where the payer comes back from the provider's page: our redirect page, which opens payment-result. */
export function paymentReturnUrl(deps: Deps, payment: PaymentRow, country: CountryCode): string {
  const query = new URLSearchParams({
    provider: payment.provider,
    service: payment.service.toLowerCase(),
    transactionId: payment.id,
  });
  return `${deps.config.publicUrl}/${country}/redirect?${query.toString()}`;
}

/** Whether card and online payments can be made in this market: a provider is configured and serves it. */
export function providerServes(
  provider: PaymentProvider | null,
  country: CountryCode,
): provider is PaymentProvider {
  return provider !== null && provider.serves(country);
}

export function toCheckoutView(deps: Deps, payment: PaymentRow): CheckoutView {
  return {
    paymentId: payment.id,
    service: payment.service,
    bookingId: payment.bookingId,
    credits: payment.credits,
    status: payment.status,
    amount: payment.amountMinor,
    fee: payment.feeMinor,
    currency: payment.currency,
    paymentMethod: payment.paymentMethod,
    checkoutUrl: checkoutUrlOf(deps, payment),
  };
}

/** Who may pay this booking: its student, or whoever holds one of its shared payment links. */
async function mayPayBooking(
  tx: Transaction,
  viewer: Viewer,
  booking: BookingRow,
  sharedCode: string | null,
): Promise<boolean> {
  if (booking.studentId === viewer.userId) return true;
  return sharedCode !== null && isSharedLinkOf(tx, sharedCode, booking.id);
}

/** What a new payment is for and how much, checked against the booking or the top-up limits. */
async function paymentTerms(
  deps: Deps,
  tx: Transaction,
  viewer: Viewer,
  input: CreatePaymentInput,
): Promise<{
  amount: number;
  currency: CurrencyCode;
  country: CountryCode;
  booking: BookingRow | null;
  credits: number | null;
  discount: number;
  voucherId: string | null;
}> {
  const ownMarket = {
    currency: MARKETS[viewer.country].currency,
    country: viewer.country,
    booking: null,
    discount: 0,
    voucherId: null,
  };
  if (input.service === 'CART') {
    const due = await cartDue(deps, tx, viewer, input.voucherId ?? null, input.useBalance === true);
    if (due.amount <= 0) throw refuse('CONFLICT', 'nothingToPay');
    return { ...ownMarket, ...due, credits: null };
  }
  if (input.service === 'CREDITS') {
    const credits = input.credits ?? null;
    if (!isCreditsPurchaseAmount(credits))
      throw new DomainError('BAD_USER_INPUT', 'creditsAmountInvalid', { credits: 'creditsAmountInvalid' });
    return { ...ownMarket, amount: creditsPriceMinor(credits, ownMarket.currency), credits };
  }
  if (input.service === 'DISPUTE') {
    const fee = await escalationFeeTerms(tx, viewer.userId, input.disputeId ?? '', deps.clock.now());
    return { ...ownMarket, ...fee, credits: null };
  }
  if (input.service === 'CLASS') {
    const due = await classDue(tx, viewer, input.classId ?? '', deps.clock.now());
    if (due.amount <= 0) throw refuse('CONFLICT', 'nothingToPay');
    return { ...ownMarket, ...due, credits: null };
  }
  if (input.service === 'BALANCE') {
    const amount = input.amountMinor ?? 0;
    if (!Number.isSafeInteger(amount) || amount < TOP_UP_MIN_MINOR || amount > TOP_UP_MAX_MINOR)
      throw new DomainError('BAD_USER_INPUT', 'topUpAmountInvalid', { amount: 'topUpAmountInvalid' });
    return { ...ownMarket, amount, credits: null };
  }
  const booking = input.bookingId ? await lockBooking(tx, input.bookingId) : undefined;
  if (!booking || !(await mayPayBooking(tx, viewer, booking, input.sharedCode)))
    throw refuse('NOT_FOUND', 'notFound');
  if (booking.country !== viewer.country) throw refuse('FORBIDDEN', 'differentCountry');
  if (booking.status !== 'PENDING') throw refuse('CONFLICT', 'nothingToPay');
  const amount = amountStillDueMinor(booking);
  if (amount <= 0) throw refuse('CONFLICT', 'nothingToPay');
  return {
    amount,
    currency: booking.currency,
    country: booking.country,
    booking,
    credits: null,
    discount: booking.discountMinor,
    voucherId: null,
  };
}

/**
 * POST /payments/createTransaction: a payment through the provider, PENDING until its signed callback.
 * Idempotent by the caller's key; and a booking has at most one payment under way, which a second call
 * (another tab, a retry with a new key) gets back instead of a second charge. The row is committed before
 * the provider is asked (no transaction waits on the network); a row the provider has not answered for yet
 * asks again on the next call, under the same idempotency key (our payment id), so it makes one checkout.
 */
export async function createPayment(
  deps: Deps,
  viewer: Viewer,
  input: CreatePaymentInput,
): Promise<CheckoutView> {
  if (input.provider && input.provider !== deps.paymentProvider?.name)
    throw refuse('CONFLICT', 'paymentProviderUnavailable');
  if (!input.idempotencyKey || input.idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw new DomainError('BAD_USER_INPUT', 'required', { idempotencyKey: 'required' });
  let payment: PaymentRow;
  try {
    payment = await createOrReplay(deps, viewer, input);
  } catch (error) {
    // The same key raced in from two requests at once: the one that lost answers with the winner's payment.
    if (postgresErrorCode(error) !== UNIQUE_VIOLATION) throw error;
    payment = await createOrReplay(deps, viewer, input);
  }
  if (payment.status === 'PENDING' && payment.providerReference === null)
    payment = await openCheckout(deps, payment);
  return toCheckoutView(deps, payment);
}

/** What the payer's statement says a payment was for. */
const PAYMENT_DESCRIPTIONS: Readonly<Record<PaymentService, string>> = {
  BOOKING: `${BRAND.name} lesson booking`,
  BALANCE: `${BRAND.name} balance top-up`,
  CREDITS: `${BRAND.name} credits`,
  CART: `${BRAND.name} lessons`,
  DISPUTE: `${BRAND.name} dispute escalation fee`,
  CLASS: `${BRAND.name} group class`,
};

/** What the provider is asked for a payment: the market, the payer and where they come back. */
async function checkoutRequestOf(deps: Deps, payment: PaymentRow): Promise<CheckoutRequest> {
  const [row] = await deps.db
    .select({ email: users.email, payerCountry: users.country, bookingCountry: bookings.country })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.id, payment.id))
    .limit(1);
  if (!row) throw new Error('payment: the row to check out is missing');
  const country = (row.bookingCountry ?? row.payerCountry) as CountryCode;
  return {
    paymentId: payment.id,
    chargeMinor: payment.amountMinor + payment.feeMinor,
    currency: payment.currency,
    country,
    description: PAYMENT_DESCRIPTIONS[payment.service],
    payerEmail: row.email,
    returnUrl: paymentReturnUrl(deps, payment, country),
  };
}

/** Asks the provider for the payment's checkout and stores its answer (the first answer, when two ask). */
async function openCheckout(deps: Deps, payment: PaymentRow): Promise<PaymentRow> {
  const provider = deps.paymentProvider;
  const request = await checkoutRequestOf(deps, payment);
  if (!provider || provider.name !== payment.provider || !provider.serves(request.country)) {
    // Its provider is gone (configuration changed): nobody can pay it, so it no longer holds the booking.
    await deps.db
      .update(payments)
      .set({ status: 'CANCELLED', updatedAt: deps.clock.now() })
      .where(
        and(eq(payments.id, payment.id), eq(payments.status, 'PENDING'), isNull(payments.providerReference)),
      );
    throw refuse('CONFLICT', 'paymentProviderUnavailable');
  }
  let session;
  try {
    session = await provider.createCheckout(request);
  } catch (error) {
    // The payment stays PENDING without a checkout: the next call for it asks the provider again.
    const failed = refuse('INTERNAL', 'paymentProviderFailed');
    failed.cause = error;
    throw failed;
  }
  const [stored] = await deps.db
    .update(payments)
    .set({
      providerReference: session.reference,
      checkoutUrl: session.checkoutUrl,
      updatedAt: deps.clock.now(),
    })
    .where(and(eq(payments.id, payment.id), isNull(payments.providerReference)))
    .returning();
  if (stored) return stored;
  const [current] = await deps.db.select().from(payments).where(eq(payments.id, payment.id)).limit(1);
  if (!current) throw new Error('payment: the checked-out row is missing');
  return current;
}

async function createOrReplay(deps: Deps, viewer: Viewer, input: CreatePaymentInput): Promise<PaymentRow> {
  const now = deps.clock.now();
  const provider = deps.paymentProvider;
  return deps.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, viewer.userId), eq(payments.idempotencyKey, input.idempotencyKey)))
      .limit(1);
    if (earlier) {
      const same =
        earlier.service === input.service &&
        (earlier.bookingId ?? null) === (input.bookingId ?? null) &&
        (earlier.disputeId ?? null) === (input.disputeId ?? null) &&
        (earlier.classId ?? null) === (input.classId ?? null);
      if (!same) throw refuse('CONFLICT', 'idempotencyKeyReused');
      return earlier;
    }
    const terms = await paymentTerms(deps, tx, viewer, input);
    if (!providerServes(provider, terms.country)) throw refuse('CONFLICT', 'paymentProviderUnavailable');
    if (!paymentMethodOf(terms.country, input.paymentMethod))
      throw new DomainError('BAD_USER_INPUT', 'paymentMethodUnavailable', {
        paymentMethod: 'paymentMethodUnavailable',
      });
    if (terms.booking) {
      const [underWay] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.bookingId, terms.booking.id), eq(payments.status, 'PENDING')))
        .limit(1);
      if (underWay) return underWay;
    }
    const [created] = await tx
      .insert(payments)
      .values({
        userId: viewer.userId,
        service: input.service,
        bookingId: terms.booking?.id ?? null,
        disputeId: input.service === 'DISPUTE' ? (input.disputeId ?? null) : null,
        classId: input.service === 'CLASS' ? (input.classId ?? null) : null,
        amountMinor: terms.amount,
        credits: terms.credits,
        voucherId: terms.voucherId,
        discountMinor: terms.discount,
        feeMinor: transactionFeeMinor(terms.amount, terms.currency),
        currency: terms.currency,
        provider: provider.name,
        paymentMethod: input.paymentMethod,
        providerReference: null,
        idempotencyKey: input.idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('payment: the inserted row is missing');
    return created;
  });
}

/** A payment as its payer (or the booking's student or tutor) sees it: the payment-result page. */
export async function paymentForViewer(deps: Deps, viewer: Viewer, paymentId: string): Promise<CheckoutView> {
  if (!isPvid(paymentId)) throw refuse('NOT_FOUND', 'notFound');
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment || payment.userId !== viewer.userId) throw refuse('NOT_FOUND', 'notFound');
  return toCheckoutView(deps, payment);
}
