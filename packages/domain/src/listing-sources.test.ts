import { describe, expect, it } from 'vitest';
import { MARKET_LISTINGS, marketListing } from './listing-sources';
import { COUNTRY_CODES } from './markets';

describe('listing sources (spec section 9)', () => {
  it('gives every market a community chat link', () => {
    for (const country of COUNTRY_CODES) {
      expect(new URL(marketListing(country).communityChatUrl).protocol).toBe('https:');
    }
  });

  it('lists a messaging channel, an SMS service and classified-ad sites for SG, ID, MY and PH', () => {
    for (const country of ['sg', 'id', 'my', 'ph'] as const) {
      const kinds = new Set(marketListing(country).sources.map((source) => source.kind));
      expect(kinds, country).toEqual(new Set(['messaging-channel', 'sms', 'classified']));
    }
  });

  it('lists exactly one third-party source for Indonesia', () => {
    expect(marketListing('id').sources.filter((source) => source.thirdParty)).toHaveLength(1);
  });

  it('lists no sources for the other markets, only the community link', () => {
    for (const country of ['in', 'lk', 'us'] as const) expect(marketListing(country).sources).toEqual([]);
  });

  it('names no real site: every address is under the reserved .example domain', () => {
    const urls = Object.values(MARKET_LISTINGS).flatMap((listing) => [
      listing.communityChatUrl,
      ...listing.sources.map((source) => source.url),
    ]);
    for (const url of urls) expect(new URL(url).hostname.endsWith('.example'), url).toBe(true);
  });

  it('makes classified sites, and only them, third-party', () => {
    for (const listing of Object.values(MARKET_LISTINGS)) {
      for (const source of listing.sources) expect(source.thirdParty).toBe(source.kind === 'classified');
    }
  });
});
