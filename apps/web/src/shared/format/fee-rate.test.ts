import { describe, expect, it } from 'vitest';
import { feeRatePercent } from './fee-rate';

describe('feeRatePercent', () => {
  it("writes the domain's 29 per mille as 2.9 in English and 2,9 in Indonesian", () => {
    expect(feeRatePercent('en')).toBe('2.9');
    expect(feeRatePercent('id')).toBe('2,9');
  });
});
