import { AJAR_CREDITS, type AjarCredits } from './commerce/credits';
import { TRANSACTION_FEE_PER_MILLE } from './constants';
import type { CurrencyCode } from './markets';
import { CURRENCY_DECIMALS, MoneyError } from './money';

/*
 * The double-entry ledger behind balances and earnings. Sign convention: an entry's amount is the
 * change to its account's balance (positive adds, negative takes away), and the entries of every transaction
 * sum to zero, so money only moves and is never made. User accounts hold what the platform owes a person and
 * never go below zero. The clearing accounts mirror the outside world: PAYMENT_CLEARING goes negative by all
 * money received from the payment provider, PAYOUT_CLEARING grows by all money sent to banks.
 */

/** One account per user and currency. */
export const USER_ACCOUNT_KINDS = [
  'STUDENT_BALANCE',
  'TUTOR_EARNINGS',
  'USER_CREDITS', // Ajar credits a user holds (currency AJC)
] as const;
/** One account per currency, owned by nobody. */
export const SYSTEM_ACCOUNT_KINDS = [
  'BOOKING_ESCROW', // booking money paid, neither earned by the tutor nor refunded yet
  'PLATFORM_FEES',
  'PAYMENT_CLEARING',
  'PAYOUT_CLEARING',
  'CREDIT_SALES', // money received for credits
  'CREDITS_ISSUED', // AJC: goes negative by every credit sold or given, the mirror of credits in circulation
  'CREDITS_SPENT', // AJC: credits spent on boosts, voucher fees and voucher claims
  'PROMOTIONS', // goes negative by every discount of Ajar's general-use vouchers (Ajar pays them)
  'DISPUTE_FEES_HELD', // Disputes: escalation fees paid, until the decision returns or keeps them
  'CLASS_ESCROW', // Group classes: seats paid, until each session is earned by the tutor or refunded
] as const;
export const LEDGER_ACCOUNT_KINDS = [...USER_ACCOUNT_KINDS, ...SYSTEM_ACCOUNT_KINDS] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Escrow can only hold what was paid in, so it may not go negative either. */
export const NON_NEGATIVE_ACCOUNT_KINDS: readonly LedgerAccountKind[] = [
  ...USER_ACCOUNT_KINDS,
  'BOOKING_ESCROW',
  'DISPUTE_FEES_HELD',
  'CLASS_ESCROW',
];

/** The accounts that hold Ajar credits (currency AJC); every other account holds money. */
export const CREDIT_ACCOUNT_KINDS: readonly LedgerAccountKind[] = [
  'USER_CREDITS',
  'CREDITS_ISSUED',
  'CREDITS_SPENT',
];

/** Every money movement is one transaction of one of these kinds (the usual accounts, from → to). */
export const LEDGER_TRANSACTION_KINDS = [
  'PAYMENT', // PAYMENT_CLEARING → BOOKING_ESCROW: a booking paid through the payment provider
  'BALANCE_TOP_UP', // PAYMENT_CLEARING → STUDENT_BALANCE
  'BALANCE_USE', // STUDENT_BALANCE → BOOKING_ESCROW: "Book using balance", or its part of a price
  'PREPAYMENT_REMAINDER', // BOOKING_ESCROW → STUDENT_BALANCE: the first booking's prepaid lessons beyond this one
  'REFUND', // BOOKING_ESCROW → STUDENT_BALANCE: a cancelled booking's money returns to the balance
  'FEE', // BOOKING_ESCROW → PLATFORM_FEES: the 2.9% transaction fee
  'TUTOR_EARNING', // BOOKING_ESCROW → TUTOR_EARNINGS: the tutor transfers a done booking's money
  'PAYOUT', // TUTOR_EARNINGS → PAYOUT_CLEARING: sent to the tutor's bank account
  'CREDITS_SALE', // PAYMENT_CLEARING → CREDIT_SALES (+ PLATFORM_FEES): money paid for credits
  'CREDITS_ISSUE', // CREDITS_ISSUED → USER_CREDITS: the credits bought (or given)
  'CREDITS_SPEND', // USER_CREDITS → CREDITS_SPENT: a boost, a voucher fee or a voucher claim
  'VOUCHER_FEE', // STUDENT_BALANCE → PLATFORM_FEES: a voucher's creation fee paid with balance
  'VOUCHER_DISCOUNT', // PROMOTIONS → BOOKING_ESCROW: Ajar pays a general-use voucher's discount
  'VOUCHER_DISCOUNT_RETURN', // BOOKING_ESCROW → PROMOTIONS: that discount, back when the booking ends unpaid out
  // A student's late cancel refunds part of the lesson (the tutor's share stays for their transfer),
  // and a dispute's outcome refunds what was agreed or decided; a part Ajar paid returns to PROMOTIONS.
  'LATE_CANCEL_REFUND', // BOOKING_ESCROW → STUDENT_BALANCE (+ PROMOTIONS)
  'DISPUTE_REFUND', // BOOKING_ESCROW → STUDENT_BALANCE (+ PROMOTIONS)
  // Disputes
  'DISPUTE_FEE_HOLD', // STUDENT_BALANCE → DISPUTE_FEES_HELD: the escalation fee, paid by the party who escalates
  'DISPUTE_FEE_RETURN', // DISPUTE_FEES_HELD → STUDENT_BALANCE: the decision favours the payer
  'DISPUTE_FEE_KEEP', // DISPUTE_FEES_HELD → PLATFORM_FEES: the decision goes against the payer
  // Group classes
  'CLASS_ENROLMENT', // STUDENT_BALANCE → CLASS_ESCROW: a seat's price (a provider payment first lands in the balance)
  'CLASS_SESSION_REFUND', // CLASS_ESCROW → STUDENT_BALANCE: a cancelled session's share of a seat
  'CLASS_SESSION_EARNING', // CLASS_ESCROW → TUTOR_EARNINGS: a taught session's share of a seat, once it ended
  // Cloud storage
  'STORAGE_PURCHASE', // STUDENT_BALANCE → PLATFORM_FEES: a cloud storage package paid with balance
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** The currencies of money: the markets' ISO currencies. */
export const MONEY_CURRENCIES = Object.keys(CURRENCY_DECIMALS) as readonly CurrencyCode[];
/** What a ledger account may hold: money, or Ajar credits. */
export type LedgerCurrency = CurrencyCode | AjarCredits;
export const LEDGER_CURRENCIES: readonly LedgerCurrency[] = [...MONEY_CURRENCIES, AJAR_CREDITS];
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export type LedgerAccountRef =
  | { readonly kind: UserAccountKind; readonly ownerUserId: string; readonly currency: LedgerCurrency }
  | { readonly kind: SystemAccountKind; readonly ownerUserId: null; readonly currency: LedgerCurrency };

export interface LedgerEntryInput {
  readonly account: LedgerAccountRef;
  readonly amountMinor: number;
}

export function userAccount(
  kind: UserAccountKind,
  ownerUserId: string,
  currency: LedgerCurrency,
): LedgerAccountRef {
  return { kind, ownerUserId, currency };
}

export function systemAccount(kind: SystemAccountKind, currency: LedgerCurrency): LedgerAccountRef {
  return { kind, ownerUserId: null, currency };
}

/** Whether an account of this kind holds credits (AJC) rather than money. */
export function holdsCredits(kind: LedgerAccountKind): boolean {
  return CREDIT_ACCOUNT_KINDS.includes(kind);
}

export function isUserAccountKind(kind: LedgerAccountKind): kind is UserAccountKind {
  return (USER_ACCOUNT_KINDS as readonly string[]).includes(kind);
}

export function mayGoNegative(kind: LedgerAccountKind): boolean {
  return !NON_NEGATIVE_ACCOUNT_KINDS.includes(kind);
}

/** A stable text identity of an account (kind, owner, currency), for maps and comparisons. */
export function ledgerAccountKey(account: {
  readonly kind: LedgerAccountKind;
  readonly ownerUserId: string | null;
  readonly currency: LedgerCurrency;
}): string {
  return `${account.kind}:${account.ownerUserId ?? '-'}:${account.currency}`;
}

export type LedgerEntriesProblem =
  | 'noEntries'
  | 'unknownAccount'
  | 'notAnInteger'
  | 'zeroAmount'
  | 'repeatedAccount'
  | 'mixedCurrencies'
  | 'unbalanced';

/**
 * Why these entries cannot be one transaction, or null when they can: at least one entry, one entry per
 * account, each a non-zero safe integer, one currency, and a sum of zero.
 */
export function ledgerEntriesProblem(entries: readonly LedgerEntryInput[]): LedgerEntriesProblem | null {
  if (entries.length === 0) return 'noEntries';
  const seen = new Set<string>();
  let sum = 0n;
  for (const { account, amountMinor } of entries) {
    if (!isKnownAccount(account)) return 'unknownAccount';
    if (!Number.isSafeInteger(amountMinor)) return 'notAnInteger';
    if (amountMinor === 0) return 'zeroAmount';
    const key = ledgerAccountKey(account);
    if (seen.has(key)) return 'repeatedAccount';
    seen.add(key);
    sum += BigInt(amountMinor);
  }
  if (new Set(entries.map((entry) => entry.account.currency)).size > 1) return 'mixedCurrencies';
  return sum === 0n ? null : 'unbalanced';
}

function isKnownAccount(account: LedgerAccountRef): boolean {
  if (!LEDGER_CURRENCIES.includes(account.currency)) return false;
  if (!(LEDGER_ACCOUNT_KINDS as readonly string[]).includes(account.kind)) return false;
  // Credits never sit in a money account, nor money in a credits account.
  if (holdsCredits(account.kind) !== (account.currency === AJAR_CREDITS)) return false;
  const owned = typeof account.ownerUserId === 'string' && account.ownerUserId.length > 0;
  return isUserAccountKind(account.kind) ? owned : account.ownerUserId === null;
}

/**
 * The transaction fee on an amount: 2.9%, rounded half up to the currency's minor unit (a whole rupiah for
 * IDR, a cent otherwise), computed in integers: floor((amount × 29 + 500) / 1000).
 */
export function transactionFeeMinor(amountMinor: number, currency: CurrencyCode): number {
  if (!MONEY_CURRENCIES.includes(currency)) throw new MoneyError(`Unknown currency: ${String(currency)}`);
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new MoneyError(`Not a non-negative integer amount: ${amountMinor}`);
  }
  return Number((BigInt(amountMinor) * BigInt(TRANSACTION_FEE_PER_MILLE) + 500n) / 1000n);
}
