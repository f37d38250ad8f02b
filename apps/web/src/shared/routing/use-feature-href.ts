import { useCallback } from 'react';
import { useCountry } from '../market/country-context';
import { featureHref, type Feature } from './feature-routes';

/** `featureHref` bound to the page's market. */
export function useFeatureHref(): (feature: Feature, search?: Record<string, string>) => string {
  const country = useCountry();
  return useCallback((feature, search) => featureHref(country, feature, search), [country]);
}
