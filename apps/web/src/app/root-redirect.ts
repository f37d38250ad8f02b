import { countryPath, DEFAULT_COUNTRY } from '@ajar/domain';
import { redirect } from 'react-router';
import { getStoredCountry } from '../shared/session/session-store';

/** Spec section 2: the root goes to the stored market, else the default (sg). */
export function rootRedirectLoader(): Response {
  return redirect(countryPath(getStoredCountry() ?? DEFAULT_COUNTRY));
}
