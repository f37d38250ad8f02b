import type { CountryCode, CurrencyCode } from '@ajar/domain';

/*
 * A payment provider: someone who charges a payer on a hosted checkout page and tells us the verdict by a
 * signed callback. The built-in sandbox (never by default in production) and Stripe implement it. Which one
 * runs is configuration (PAYMENT_PROVIDER); with none, every market offers balance payment only.
 */

export type PaymentProviderName = 'sandbox' | 'stripe';

export interface CheckoutRequest {
  /** Our payment's id: also the provider's idempotency key, so a retried create makes one checkout. */
  readonly paymentId: string;
  /** What the payer is charged in minor units: the amount plus the transaction fee. */
  readonly chargeMinor: number;
  readonly currency: CurrencyCode;
  /** The market the payment is made in (the booking's, or the payer's for a top-up). */
  readonly country: CountryCode;
  /** One line the payer reads on the provider's page ("Lesson with …", "Balance top-up"). */
  readonly description: string;
  readonly payerEmail: string | null;
  /** Where the payer comes back after paying or giving up (our /{country}/redirect page). */
  readonly returnUrl: string;
}

export interface CheckoutSession {
  /** The provider's id for the checkout; its callbacks name it. */
  readonly reference: string;
  /** The provider's hosted checkout page. */
  readonly checkoutUrl: string;
}

/** What a provider's verified callback says about one checkout. */
export interface PaymentOutcome {
  readonly reference: string;
  readonly approved: boolean;
  readonly method: string;
  readonly reason: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** A test provider: its pages and our checkout show a test-mode banner. */
  readonly testMode: boolean;
  /** Whether payers of this market can be charged through it. */
  serves(country: CountryCode): boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}
