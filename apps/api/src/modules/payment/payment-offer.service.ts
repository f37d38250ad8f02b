import {
  MARKETS,
  PAYMENT_METHODS,
  amountStillDueMinor,
  creditsPriceMinor,
  isCreditsPurchaseAmount,
  transactionFeeMinor,
  type CountryCode,
  type CurrencyCode,
  type PaymentMethod,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { findBookingWithParties } from '../booking';
import { providerServes } from './payment.service';
import { isSharedLinkOf } from './shared-link.service';
import { cartDue } from './cart-payment';
import { escalationFeeTerms } from '../dispute';
import { classDue } from '../classes';

export interface PaymentOfferInput {
  /** A booking's id, 'balance' for a top-up, 'credits' for a credits purchase, or 'cart'. */
  readonly id: string;
  /** A top-up's amount (a booking's is what it still asks); anything but a whole amount counts as 0. */
  readonly amountMinor: number;
  /** A credits purchase's credits: the amount is their price (0 when they are not a purchase amount). */
  readonly credits?: number;
  /** Paying someone else's booking through their shared link. */
  readonly sharedCode: string | null;
  /** A cart ('cart'): its voucher, and whether the balance pays first. */
  readonly voucherId?: string | null;
  readonly useBalance?: boolean;
  /** An escalation fee ('dispute'): the dispute. */
  readonly disputeId?: string | null;
  /** A seat in a group class ('class'): the class. */
  readonly classId?: string | null;
}

export interface PaymentOfferView {
  readonly methods: readonly PaymentMethod[];
  readonly providerAvailable: boolean;
  /** The provider charges nobody. */
  readonly testMode: boolean;
  readonly currency: CurrencyCode;
  readonly amount: number;
  readonly fee: number;
}

/**
 * GET /payments/paymentMethods/{id}: the methods, amount and fee for a checkout. A booking is offered to its
 * student, or to whoever holds one of its shared links. With no provider for the market, no methods
 * (providerAvailable false: balance only).
 */
export async function paymentOffer(
  deps: Deps,
  viewer: Viewer,
  input: PaymentOfferInput,
): Promise<PaymentOfferView> {
  let country: CountryCode = viewer.country;
  let amount = input.amountMinor;
  if (input.id === 'credits') {
    const { credits } = input;
    amount = isCreditsPurchaseAmount(credits) ? creditsPriceMinor(credits, MARKETS[country].currency) : 0;
  } else if (input.id === 'cart') {
    amount = (await cartDue(deps, deps.db, viewer, input.voucherId ?? null, input.useBalance === true))
      .amount;
  } else if (input.id === 'dispute') {
    const fee = await escalationFeeTerms(deps.db, viewer.userId, input.disputeId ?? '', deps.clock.now());
    country = fee.country;
    amount = fee.amount;
  } else if (input.id === 'class') {
    const due = await classDue(deps.db, viewer, input.classId ?? '', deps.clock.now());
    country = due.country;
    amount = due.amount;
  } else if (input.id !== 'balance') {
    const row = await findBookingWithParties(deps.db, input.id);
    const payer =
      row &&
      (row.booking.studentId === viewer.userId ||
        (input.sharedCode !== null && (await isSharedLinkOf(deps.db, input.sharedCode, input.id))));
    if (!row || !payer) throw new DomainError('NOT_FOUND', 'notFound');
    if (row.booking.country !== viewer.country) throw new DomainError('FORBIDDEN', 'differentCountry');
    country = row.booking.country;
    amount = amountStillDueMinor(row.booking);
  }
  const currency = MARKETS[country].currency;
  const safe = Number.isSafeInteger(amount) && amount >= 0 ? amount : 0;
  const providerAvailable = providerServes(deps.paymentProvider, country);
  return {
    methods: providerAvailable ? PAYMENT_METHODS[country] : [],
    providerAvailable,
    testMode: providerAvailable && deps.paymentProvider?.testMode === true,
    currency,
    amount: safe,
    fee: transactionFeeMinor(safe, currency),
  };
}
