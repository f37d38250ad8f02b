import { describe, expect, it } from 'vitest';
import { countryFromPath, resolveLanguage } from './resolve-language';

describe('country and language resolution', () => {
  it('reads the market from the first path segment', () => {
    expect(countryFromPath('/id/login')).toBe('id');
    expect(countryFromPath('/sg')).toBe('sg');
    expect(countryFromPath('/xx/login')).toBeNull();
    expect(countryFromPath('/')).toBeNull();
  });

  it('uses the stored language first', () => {
    expect(resolveLanguage('en', 'id')).toBe('en');
    expect(resolveLanguage('id', 'sg')).toBe('id');
  });

  it('otherwise uses the language of the URL’s market: Indonesian for id, English elsewhere', () => {
    expect(resolveLanguage(null, 'id')).toBe('id');
    for (const country of ['sg', 'my', 'ph', 'in', 'lk', 'us'] as const)
      expect(resolveLanguage(null, country)).toBe('en');
    expect(resolveLanguage(null, null)).toBe('en');
  });
});
