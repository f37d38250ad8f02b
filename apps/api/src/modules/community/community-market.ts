import { isCountryCode, type CountryCode } from '@ajar/domain';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';

/** The market a community read is about: the country asked, else the viewer's own. */
export function marketOf(country: string | null | undefined, viewer: Viewer | null): CountryCode {
  if (country == null && viewer) return viewer.country;
  if (isCountryCode(country)) return country;
  throw new DomainError('BAD_USER_INPUT', 'notFound');
}
