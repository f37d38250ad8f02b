import { describe, expect, it } from 'vitest';
import { switchCountryPath } from './switch-country-path';

describe('switching market keeps the page', () => {
  it('replaces the market segment and keeps the query', () => {
    expect(switchCountryPath('/sg/login', '?redirect=%2Fsg', 'id')).toBe('/id/login?redirect=%2Fsg');
    expect(switchCountryPath('/sg', '', 'my')).toBe('/my');
    expect(switchCountryPath('/xx/nowhere', '', 'ph')).toBe('/ph/nowhere');
  });
});
