import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, MARKETS } from '../markets';
import { formatCount } from '../money';
import {
  CREDIT_PACKS,
  CREDITS_PURCHASE_MAX,
  CREDITS_PURCHASE_MIN,
  creditPriceOf,
  creditsPriceMinor,
  isCreditsPurchaseAmount,
} from './credits';
import { BOOST_PRICES, BOOST_TYPES, boostPriceOf, boostWindow, isBoostType } from './boosts';

describe('credit prices', () => {
  it('prices one credit in every market, in its currency, as a positive whole minor amount', () => {
    for (const country of COUNTRY_CODES) {
      const price = creditPriceOf(country);
      expect(price.currency).toBe(MARKETS[country].currency);
      expect(price.amount).toBe(1);
      expect(Number.isSafeInteger(price.price) && price.price > 0).toBe(true);
    }
  });

  it('charges credits × the unit price, exactly', () => {
    expect(creditsPriceMinor(100, 'SGD')).toBe(1_500);
    expect(creditsPriceMinor(CREDITS_PURCHASE_MAX, 'IDR')).toBe(15_000_000);
  });

  it('buys whole credits within the bounds only', () => {
    expect(isCreditsPurchaseAmount(CREDITS_PURCHASE_MIN)).toBe(true);
    expect(isCreditsPurchaseAmount(CREDITS_PURCHASE_MAX)).toBe(true);
    for (const refused of [CREDITS_PURCHASE_MIN - 1, CREDITS_PURCHASE_MAX + 1, 10.5, Number.NaN, '50', null])
      expect(isCreditsPurchaseAmount(refused)).toBe(false);
    expect(() => creditsPriceMinor(5, 'SGD')).toThrow(RangeError);
    expect(CREDIT_PACKS.every((pack) => isCreditsPurchaseAmount(pack))).toBe(true);
  });
});

describe('boost prices', () => {
  it('sells each boost type for a few lengths, longer never dearer per day', () => {
    for (const type of BOOST_TYPES) {
      const options = BOOST_PRICES[type];
      expect(options.length).toBeGreaterThan(0);
      for (const [index, option] of options.entries()) {
        expect(boostPriceOf(type, option.numberOfDays)).toBe(option.price);
        const previous = options[index - 1];
        if (previous)
          expect(option.price / option.numberOfDays).toBeLessThanOrEqual(
            previous.price / previous.numberOfDays,
          );
      }
    }
    expect(boostPriceOf('HomePage', 2)).toBeNull();
    expect(isBoostType('HomePage')).toBe(true);
    expect(isBoostType('Sidebar')).toBe(false);
  });
});

describe('formatCount', () => {
  it("groups a count with the market's separator", () => {
    expect(formatCount(12_500, 'sg')).toBe('12,500');
    expect(formatCount(12_500, 'id')).toBe('12.500');
    expect(formatCount(-1_000, 'sg')).toBe('-1,000');
    expect(formatCount(7, 'sg')).toBe('7');
    expect(() => formatCount(1.5, 'sg')).toThrow();
  });
});

describe('boostWindow', () => {
  const now = new Date('2026-11-28T04:00:00Z');
  it('starts now when nothing of the type runs, for whole days', () => {
    expect(boostWindow(now, null, 7)).toEqual({ startsAt: now, endsAt: new Date('2026-12-05T04:00:00Z') });
    expect(boostWindow(now, new Date('2026-11-27T00:00:00Z'), 1).startsAt).toEqual(now);
  });
  it('queues after the last running or queued boost of the type', () => {
    const until = new Date('2026-12-01T10:00:00Z');
    expect(boostWindow(now, until, 3)).toEqual({ startsAt: until, endsAt: new Date('2026-12-04T10:00:00Z') });
  });
});
