import { describe, expect, it } from 'vitest';
import { meetsMinimumTariff, priceInputRules, priceToMajor, priceToMinor } from './price';

describe('price per hour (spec section 9; the API takes minor units)', () => {
  it('converts a Singapore price with cents to minor units', () => {
    expect(priceToMinor(12.5, 'sg')).toBe(1250);
    expect(priceToMinor('42.05', 'sg')).toBe(4205);
    expect(priceToMinor(100, 'sg')).toBe(10000);
    expect(priceToMinor(12.505, 'sg')).toBeNull();
  });

  it('keeps rupiah whole: IDR has 0 decimals', () => {
    expect(priceToMinor(150000, 'id')).toBe(150000);
    expect(priceToMinor('20000', 'id')).toBe(20000);
    expect(priceToMinor(150000.5, 'id')).toBeNull();
  });

  it('treats an empty or negative input as no price', () => {
    expect(priceToMinor(null, 'sg')).toBeNull();
    expect(priceToMinor('', 'my')).toBeNull();
    expect(priceToMinor(-5, 'my')).toBeNull();
  });

  it('shows minor units back in major units for editing', () => {
    expect(priceToMajor(1250, 'sg')).toBe(12.5);
    expect(priceToMajor(150000, 'id')).toBe(150000);
    expect(priceToMinor(priceToMajor(4205, 'ph'), 'ph')).toBe(4205);
  });

  it("applies each market's minimum tariff, slider range and step", () => {
    expect(meetsMinimumTariff(200, 'sg')).toBe(true);
    expect(meetsMinimumTariff(199, 'sg')).toBe(false);
    expect(meetsMinimumTariff(20000, 'id')).toBe(true);
    expect(meetsMinimumTariff(19999, 'id')).toBe(false);
    expect(priceInputRules('id')).toEqual({
      min: 10000,
      max: 500000,
      step: 10000,
      minimumTariff: 20000,
      precision: 0,
    });
    expect(priceInputRules('my')).toMatchObject({
      min: 30,
      max: 300,
      step: 5,
      minimumTariff: 7,
      precision: 2,
    });
  });
});
