import { BRAND } from './brand';
import type { CountryCode } from './markets';

/**
 * Spec section 9: every market has a community chat link; SG, ID, MY and PH also list where else our
 * tutors and assignments are posted (a messaging channel, an SMS service and classified-ad sites), and
 * Indonesia lists exactly one third-party source. The names and addresses are placeholders under the
 * reserved `.example` domain until the real partners are signed: no third party is named here.
 */
export type ListingSourceKind = 'messaging-channel' | 'sms' | 'classified';

export interface ListingSource {
  readonly kind: ListingSourceKind;
  readonly name: string;
  readonly url: string;
  /** Run by someone else (a classified-ad site), not by us. */
  readonly thirdParty: boolean;
}

export interface MarketListing {
  readonly communityChatUrl: string;
  readonly sources: readonly ListingSource[];
}

const site = (host: string, path = ''): string => `https://${host}.example${path}`;

const communityChat = (country: CountryCode): string => site(`chat.${BRAND.slug}`, `/community/${country}`);

const messagingChannel = (country: CountryCode): ListingSource => ({
  kind: 'messaging-channel',
  name: `${BRAND.name} tutor alerts channel`,
  url: site(`chat.${BRAND.slug}`, `/channel/${country}`),
  thirdParty: false,
});

const smsService = (country: CountryCode): ListingSource => ({
  kind: 'sms',
  name: `${BRAND.name} SMS alerts`,
  url: site(`sms.${BRAND.slug}`, `/${country}`),
  thirdParty: false,
});

const classified = (name: string, host: string): ListingSource => ({
  kind: 'classified',
  name,
  url: site(host),
  thirdParty: true,
});

export const MARKET_LISTINGS: Readonly<Record<CountryCode, MarketListing>> = {
  sg: {
    communityChatUrl: communityChat('sg'),
    sources: [
      messagingChannel('sg'),
      smsService('sg'),
      classified('Island Classifieds', 'island-classifieds'),
      classified('Tuition Noticeboard', 'tuition-noticeboard'),
    ],
  },
  id: {
    communityChatUrl: communityChat('id'),
    sources: [messagingChannel('id'), smsService('id'), classified('Papan Iklan Les', 'papan-iklan-les')],
  },
  my: {
    communityChatUrl: communityChat('my'),
    sources: [
      messagingChannel('my'),
      smsService('my'),
      classified('Peninsula Classifieds', 'peninsula-classifieds'),
      classified('Tutor Board Malaysia', 'tutor-board-my'),
    ],
  },
  ph: {
    communityChatUrl: communityChat('ph'),
    sources: [
      messagingChannel('ph'),
      smsService('ph'),
      classified('Archipelago Ads', 'archipelago-ads'),
      classified('Tutor Listings PH', 'tutor-listings-ph'),
    ],
  },
  in: { communityChatUrl: communityChat('in'), sources: [] },
  lk: { communityChatUrl: communityChat('lk'), sources: [] },
  us: { communityChatUrl: communityChat('us'), sources: [] },
};

export function marketListing(country: CountryCode): MarketListing {
  return MARKET_LISTINGS[country];
}
