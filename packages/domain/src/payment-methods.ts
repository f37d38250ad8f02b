import type { CountryCode } from './markets';

/*
 * What the built-in sandbox payment provider offers per market: cards everywhere, and the
 * e-wallets or bank methods people in that market use. Test card numbers decide the outcome.
 */
export type PaymentMethodKind = 'CARD' | 'EWALLET' | 'BANK';

export interface PaymentMethod {
  readonly id: string;
  readonly name: string;
  readonly kind: PaymentMethodKind;
}

const card: PaymentMethod = { id: 'card', name: 'Credit or debit card', kind: 'CARD' };

export const PAYMENT_METHODS: Readonly<Record<CountryCode, readonly PaymentMethod[]>> = {
  sg: [
    card,
    { id: 'paynow', name: 'PayNow', kind: 'BANK' },
    { id: 'grabpay', name: 'GrabPay', kind: 'EWALLET' },
  ],
  id: [
    card,
    { id: 'gopay', name: 'GoPay', kind: 'EWALLET' },
    { id: 'ovo', name: 'OVO', kind: 'EWALLET' },
    { id: 'va', name: 'Virtual account (bank transfer)', kind: 'BANK' },
  ],
  my: [
    card,
    { id: 'fpx', name: 'FPX online banking', kind: 'BANK' },
    { id: 'tng', name: "Touch 'n Go eWallet", kind: 'EWALLET' },
  ],
  ph: [card, { id: 'gcash', name: 'GCash', kind: 'EWALLET' }, { id: 'maya', name: 'Maya', kind: 'EWALLET' }],
  in: [
    card,
    { id: 'upi', name: 'UPI', kind: 'BANK' },
    { id: 'netbanking', name: 'Netbanking', kind: 'BANK' },
  ],
  lk: [card, { id: 'lankaqr', name: 'LANKAQR', kind: 'BANK' }],
  us: [card, { id: 'ach', name: 'ACH bank transfer', kind: 'BANK' }],
};

/** The methods named in words, in Indonesian (the others are brand names, written the same in every language). */
export const PAYMENT_METHOD_NAMES_ID: Readonly<Record<string, string>> = {
  card: 'Kartu kredit atau debit',
  va: 'Virtual account (transfer bank)',
  fpx: 'Perbankan online FPX',
  ach: 'Transfer bank ACH',
};

/** The markets Stripe charges in (its Checkout serves their currencies, all two-decimal there as here). */
export const STRIPE_MARKETS: readonly CountryCode[] = ['sg', 'my', 'in', 'us'];

/** Sandbox test cards: this one is approved, that one declined; any other number is declined as invalid. */
export const SANDBOX_CARD_APPROVED = '4242424242424242';
export const SANDBOX_CARD_DECLINED = '4000000000000002';

export function paymentMethodOf(country: CountryCode, id: string): PaymentMethod | undefined {
  return PAYMENT_METHODS[country].find((method) => method.id === id);
}

/** A balance top-up (balance/buy): at least this many minor units… */
export const TOP_UP_MIN_MINOR = 100;
/** …and at most this many major units' worth, per payment. */
export const TOP_UP_MAX_MINOR = 100_000_000;
