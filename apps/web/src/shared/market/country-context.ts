import { createContext, useContext } from 'react';
import { DEFAULT_COUNTRY, type CountryCode } from '@ajar/domain';

/** The market of the current page (the URL's /:country), set once by the country layout. */
export const CountryContext = createContext<CountryCode>(DEFAULT_COUNTRY);

export function useCountry(): CountryCode {
  return useContext(CountryContext);
}
