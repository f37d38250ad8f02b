import { ACCOUNT_ROUTES, countryPath, type CountryCode } from '@ajar/domain';

/** The login page, told the visit comes from the community (signIn(community: true)) and where to return. */
export function communityLoginHref(country: CountryCode, back: string): string {
  const query = new URLSearchParams({ community: '1', redirect: back });
  return `${countryPath(country, ACCOUNT_ROUTES.login)}?${query.toString()}`;
}
