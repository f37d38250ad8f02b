import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addMoney,
  formatAmount,
  majorText,
  formatMoney,
  isMoneyAmount,
  majorToMinor,
  MAX_SAFE_MINOR,
  money,
  parseMajor,
  MoneyError,
} from './money';
import { COUNTRY_CODES, MARKETS } from './markets';

describe('formatMoney', () => {
  it('uses the spec separators: id "." thousands and no decimals, others "," and 2 decimals', () => {
    expect(formatMoney(150000, 'id')).toBe('Rp 150.000');
    expect(formatMoney(123456, 'sg')).toBe('SG$ 1,234.56');
    expect(formatMoney(500, 'my')).toBe('RM 5.00');
    expect(formatMoney(0, 'ph')).toBe('peso 0.00');
    expect(formatMoney(-250, 'us')).toBe('US$ -2.50');
  });

  it('round-trips whole major amounts for every market', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES),
        fc.integer({ min: 0, max: 10_000_000 }),
        (country, major) => {
          const currency = MARKETS[country].currency;
          const digits = formatAmount(majorToMinor(major, currency), country).replace(/[.,]/g, '');
          const expected = country === 'id' ? String(major) : `${major}00`;
          expect(digits).toBe(expected);
        },
      ),
    );
  });
});

describe('parseMajor', () => {
  it('parses exact decimals without floats and refuses extra precision', () => {
    expect(parseMajor('12.5', 'SGD')).toBe(1250);
    expect(parseMajor('0.01', 'SGD')).toBe(1);
    expect(parseMajor('150000', 'IDR')).toBe(150000);
    expect(parseMajor('1.5', 'IDR')).toBeNull();
    expect(parseMajor('1.234', 'SGD')).toBeNull();
    expect(parseMajor('-3', 'SGD')).toBeNull();
    expect(parseMajor('abc', 'SGD')).toBeNull();
  });

  it('agrees with integer arithmetic for any cents value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseMajor(text, 'SGD')).toBe(cents);
      }),
    );
  });
});

describe('money arithmetic', () => {
  it('refuses non-integers and mixed currencies', () => {
    expect(() => money(1.5, 'SGD')).toThrow(MoneyError);
    expect(() => addMoney(money(1, 'SGD'), money(1, 'IDR'))).toThrow(MoneyError);
    expect(addMoney(money(199, 'SGD'), money(1, 'SGD'))).toEqual({ amountMinor: 200, currency: 'SGD' });
  });
});

describe('isMoneyAmount', () => {
  it('accepts integers exact as JSON numbers (up to 2^53 − 1) and nothing else', () => {
    expect(MAX_SAFE_MINOR).toBe(2 ** 53 - 1);
    expect([0, -5, 2_147_483_648, MAX_SAFE_MINOR, -MAX_SAFE_MINOR].every(isMoneyAmount)).toBe(true);
    expect([MAX_SAFE_MINOR + 1, 1.5, Number.NaN, Infinity, '12', 12n, null].some(isMoneyAmount)).toBe(false);
  });
});

describe('majorText', () => {
  it('writes minor units as plain major text in the currency’s decimals', () => {
    expect(majorText(2050, 'SGD')).toBe('20.50');
    expect(majorText(5, 'SGD')).toBe('0.05');
    expect(majorText(150_000, 'IDR')).toBe('150000');
    expect(majorText(-1544, 'USD')).toBe('-15.44');
  });
});
