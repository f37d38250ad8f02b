import {
  articleDetailsPath,
  formatMoney,
  isCountryCode,
  MARKETS,
  PREVIEW_LIST_MAX,
  previewText,
  SEARCH_HITS_PER_PAGE,
  tutorProfilePath,
  type CountryCode,
} from '@ajar/domain';
import type { GlobalSearchQuery } from '../../gql/graphql';
import { SEARCH_VIEW_SOURCE } from '../../shared/profile/profile-market';
import { presentItems } from '../../shared/api/present-items';

export type TutorHit = NonNullable<GlobalSearchQuery['globalSearch']['tutors'][number]>;
export type ContentHit = NonNullable<GlobalSearchQuery['globalSearch']['contents'][number]>;

export type SearchHit =
  | { readonly kind: 'tutor'; readonly key: string; readonly hit: TutorHit }
  | { readonly kind: 'content'; readonly key: string; readonly hit: ContentHit };

/** Tutors first, then contents, each cut to the spec's 10: the order the arrow keys walk. */
export function flattenHits(result: GlobalSearchQuery['globalSearch'] | undefined): SearchHit[] {
  if (!result) return [];
  return [
    ...presentItems(result.tutors)
      .slice(0, SEARCH_HITS_PER_PAGE)
      .map((hit) => ({ kind: 'tutor' as const, key: `tutor-${hit.id}`, hit })),
    ...presentItems(result.contents)
      .slice(0, SEARCH_HITS_PER_PAGE)
      .map((hit) => ({ kind: 'content' as const, key: `content-${hit.id}`, hit })),
  ];
}

export function tutorName(hit: TutorHit): string {
  return `${hit.FirstName} ${hit.LastName}`.trim();
}

function marketOfHit(country: string, fallback: CountryCode): CountryCode {
  const code = country.toLowerCase();
  return isCountryCode(code) ? code : fallback;
}

/** Where a hit leads: a tutor's public profile (marked as a visit from search), or the article's page. */
export function hitPath(item: SearchHit, pageCountry: CountryCode): string {
  if (item.kind === 'tutor') {
    const { hit } = item;
    const path = tutorProfilePath(marketOfHit(hit.Country, pageCountry), {
      token: hit.Token,
      id: hit.id,
      firstName: hit.FirstName,
      lastName: hit.LastName,
    });
    return `${path}?src=${SEARCH_VIEW_SOURCE}`;
  }
  const { hit } = item;
  return articleDetailsPath(pageCountry, { title: hit.Title, postId: hit.id, userId: hit.authorUserPvid });
}

/** The market whose currency an amount is in (prices follow their market's number format). */
export function marketForCurrency(currency: string, fallback: CountryCode): CountryCode | null {
  if (MARKETS[fallback].currency === currency) return fallback;
  const market = Object.values(MARKETS).find((entry) => entry.currency === currency);
  return market ? market.code : null;
}

/** "SG$ 25.00" or "SG$ 25.00 – SG$ 60.00", or null without prices. */
export function tutorPriceRange(
  hit: TutorHit,
  pageCountry: CountryCode,
): { from: string; to: string } | null {
  if (hit.Prices.length === 0) return null;
  const market = marketForCurrency(hit.currency, marketOfHit(hit.Country, pageCountry));
  if (!market) return null;
  const prices = hit.Prices.slice(0, PREVIEW_LIST_MAX);
  return {
    from: formatMoney(Math.min(...prices), market),
    to: formatMoney(Math.max(...prices), market),
  };
}

/** A paid content's price (0 is free: say so instead); null for a currency no market uses. */
export function contentPrice(hit: ContentHit, pageCountry: CountryCode): string | null {
  const market = marketForCurrency(hit.Currency, pageCountry);
  return market ? formatMoney(hit.Price, market) : null;
}

/** The server already cuts at 250 + ellipsis; cutting again here only guards a longer answer. */
export function previewDescription(text: string | null): string | null {
  return text ? previewText(text) : null;
}
