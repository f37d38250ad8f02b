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
