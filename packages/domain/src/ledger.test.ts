import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MONEY_CURRENCIES,
  ledgerAccountKey,
  ledgerEntriesProblem,
  mayGoNegative,
  systemAccount,
  transactionFeeMinor,
  userAccount,
  type LedgerAccountRef,
} from './ledger';
import { MoneyError } from './money';

describe('transactionFeeMinor', () => {
  it('takes 2.9% of a price', () => {
    expect(transactionFeeMinor(10_000, 'SGD')).toBe(290);
    expect(transactionFeeMinor(50_000, 'IDR')).toBe(1450);
    expect(transactionFeeMinor(350_000, 'IDR')).toBe(10_150);
    expect(transactionFeeMinor(0, 'IDR')).toBe(0);
  });

  it('rounds half up to the minor unit: whole rupiah for IDR', () => {
    expect(transactionFeeMinor(1, 'IDR')).toBe(0); // 0.029
    expect(transactionFeeMinor(17, 'IDR')).toBe(0); // 0.493
    expect(transactionFeeMinor(18, 'IDR')).toBe(1); // 0.522
    expect(transactionFeeMinor(500, 'IDR')).toBe(15); // 14.5, the half goes up
    expect(transactionFeeMinor(1500, 'IDR')).toBe(44); // 43.5
    expect(transactionFeeMinor(1499, 'IDR')).toBe(43); // 43.471
    expect(transactionFeeMinor(500, 'SGD')).toBe(15); // 14.5 cents
  });

  it('stays exact up to the largest safe amount', () => {
    const amount = Number.MAX_SAFE_INTEGER;
    const expected = (BigInt(amount) * 29n + 500n) / 1000n;
    expect(BigInt(transactionFeeMinor(amount, 'IDR'))).toBe(expected);
  });

  it('is the nearest minor unit to 2.9%, ties up, in every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MONEY_CURRENCIES),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (currency, amount) => {
          const fee = transactionFeeMinor(amount, currency);
          const error = amount * 29 - fee * 1000; // exact: both sides stay below 2^53
          expect(error).toBeGreaterThanOrEqual(-500);
          expect(error).toBeLessThan(500);
          expect(transactionFeeMinor(amount + 1, currency)).toBeGreaterThanOrEqual(fee);
        },
      ),
    );
  });

  it('refuses negative, fractional and unknown inputs', () => {
    expect(() => transactionFeeMinor(-1, 'SGD')).toThrow(MoneyError);
    expect(() => transactionFeeMinor(10.5, 'SGD')).toThrow(MoneyError);
    expect(() => transactionFeeMinor(Number.NaN, 'IDR')).toThrow(MoneyError);
    expect(() => transactionFeeMinor(Number.MAX_SAFE_INTEGER + 1, 'IDR')).toThrow(MoneyError);
    expect(() => transactionFeeMinor(100, 'EUR' as never)).toThrow(MoneyError);
  });
});

describe('ledgerEntriesProblem', () => {
  const student = userAccount('STUDENT_BALANCE', 'user-1', 'SGD');
  const escrow = systemAccount('BOOKING_ESCROW', 'SGD');
  const fees = systemAccount('PLATFORM_FEES', 'SGD');

  it('accepts balanced entries of one currency', () => {
    expect(
      ledgerEntriesProblem([
        { account: student, amountMinor: -1000 },
        { account: escrow, amountMinor: 971 },
        { account: fees, amountMinor: 29 },
      ]),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(ledgerEntriesProblem([])).toBe('noEntries');
    expect(ledgerEntriesProblem([{ account: student, amountMinor: -1 }])).toBe('unbalanced');
    expect(
      ledgerEntriesProblem([
        { account: student, amountMinor: -1.5 },
        { account: escrow, amountMinor: 1.5 },
      ]),
    ).toBe('notAnInteger');
    expect(
      ledgerEntriesProblem([
        { account: student, amountMinor: 0 },
        { account: escrow, amountMinor: 0 },
      ]),
    ).toBe('zeroAmount');
    expect(
      ledgerEntriesProblem([
        { account: escrow, amountMinor: -1 },
        { account: escrow, amountMinor: 1 },
      ]),
    ).toBe('repeatedAccount');
    expect(
      ledgerEntriesProblem([
        { account: student, amountMinor: -1 },
        { account: systemAccount('BOOKING_ESCROW', 'IDR'), amountMinor: 1 },
      ]),
    ).toBe('mixedCurrencies');
  });

  it('refuses a user account without an owner and a system account with one', () => {
    const ownerless = {
      kind: 'STUDENT_BALANCE',
      ownerUserId: null,
      currency: 'SGD',
    } as unknown as LedgerAccountRef;
    const owned = {
      kind: 'PLATFORM_FEES',
      ownerUserId: 'user-1',
      currency: 'SGD',
    } as unknown as LedgerAccountRef;
    expect(ledgerEntriesProblem([{ account: ownerless, amountMinor: 1 }])).toBe('unknownAccount');
    expect(ledgerEntriesProblem([{ account: owned, amountMinor: 1 }])).toBe('unknownAccount');
  });

  it('keeps credits in credit accounts and money in money accounts', () => {
    const credits = userAccount('USER_CREDITS', 'user-1', 'AJC');
    const issued = systemAccount('CREDITS_ISSUED', 'AJC');
    expect(
      ledgerEntriesProblem([
        { account: issued, amountMinor: -50 },
        { account: credits, amountMinor: 50 },
      ]),
    ).toBeNull();
    expect(
      ledgerEntriesProblem([
        { account: userAccount('USER_CREDITS', 'user-1', 'SGD'), amountMinor: 50 },
        { account: systemAccount('CREDITS_ISSUED', 'SGD'), amountMinor: -50 },
      ]),
    ).toBe('unknownAccount');
    expect(
      ledgerEntriesProblem([
        { account: userAccount('STUDENT_BALANCE', 'user-1', 'AJC'), amountMinor: 50 },
        { account: issued, amountMinor: -50 },
      ]),
    ).toBe('unknownAccount');
  });

  it('does not lose precision summing large amounts', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(
      ledgerEntriesProblem([
        { account: student, amountMinor: big },
        { account: escrow, amountMinor: big },
        { account: fees, amountMinor: -big },
      ]),
    ).toBe('unbalanced');
  });
});

describe('ledger accounts', () => {
  it('lets only the clearing and fee accounts go negative', () => {
    expect(mayGoNegative('STUDENT_BALANCE')).toBe(false);
    expect(mayGoNegative('TUTOR_EARNINGS')).toBe(false);
    expect(mayGoNegative('BOOKING_ESCROW')).toBe(false);
    expect(mayGoNegative('PAYMENT_CLEARING')).toBe(true);
    expect(mayGoNegative('PAYOUT_CLEARING')).toBe(true);
    expect(mayGoNegative('PLATFORM_FEES')).toBe(true);
  });

  it('keys an account by kind, owner and currency', () => {
    expect(ledgerAccountKey(userAccount('TUTOR_EARNINGS', 'u', 'IDR'))).toBe('TUTOR_EARNINGS:u:IDR');
    expect(ledgerAccountKey(systemAccount('PLATFORM_FEES', 'IDR'))).toBe('PLATFORM_FEES:-:IDR');
  });
});
