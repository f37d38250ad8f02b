import type { CreditHistoryType, CurrencyCode } from '@ajar/domain';

/** The spec's Credits: how many credits the viewer holds. */
export interface CreditsView {
  readonly credits: number;
}

/** The spec's Credit history line. */
export interface CreditHistoryView {
  readonly id: string;
  readonly amount: number;
  readonly reason: string;
  readonly description: string;
  readonly type: CreditHistoryType;
  readonly createdAt: Date;
}

/** A paid credits purchase, as the payment area hands it over once the provider approved it. */
export interface CreditsPurchase {
  readonly paymentId: string;
  readonly userId: string;
  readonly credits: number;
  readonly amountMinor: number;
  readonly feeMinor: number;
  readonly currency: CurrencyCode;
}

/** Credits a user spends, and what their history line says. */
export interface CreditsSpending {
  readonly userId: string;
  readonly credits: number;
  /** Names the spending for good (e.g. `boost:{id}`): spending it again changes nothing. */
  readonly key: string;
  readonly reference: { readonly type: string; readonly id: string };
  readonly type: Exclude<CreditHistoryType, 'PURCHASE'>;
  readonly reason: string;
  readonly description: string;
  readonly now: Date;
}
