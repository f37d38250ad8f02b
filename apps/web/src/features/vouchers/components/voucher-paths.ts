import { countryPath, type PagePath } from '@ajar/domain';
import { useCallback } from 'react';
import { useCountry } from '../../../shared/market/country-context';
import { FEATURE_ROUTES, featureHref, isBuilt } from '../../../shared/routing/feature-routes';

/** The area's pages under /{country} (the header links vouchers/home through FEATURE_ROUTES). */
export const VOUCHER_PAGES = {
  home: 'vouchers/home',
  create: 'createvouchers',
  dashboard: 'voucherdashboard',
  mine: 'myvouchers',
  history: 'voucherhistory',
  general: 'generalusevoucherpage',
  buy: 'buyvouchers',
} as const satisfies Record<string, PagePath>;

export type VoucherPage = keyof typeof VOUCHER_PAGES;

/** A link to one of the area's pages in the page's market. */
export function useVoucherHref(): (page: VoucherPage) => string {
  const country = useCountry();
  return useCallback((page) => countryPath(country, VOUCHER_PAGES[page]), [country]);
}

/**
 * The cart with a voucher applied: through featureHref once the cart is built; until then its path (the
 * cart area is being written apart, so the link is right the day it is registered).
 */
export function useCartHref(): (voucherId: string) => string {
  const country = useCountry();
  return useCallback(
    (voucherId) =>
      isBuilt('cart')
        ? featureHref(country, 'cart', { voucherId })
        : `${countryPath(country, FEATURE_ROUTES.cart.path ?? '')}?${new URLSearchParams({ voucherId }).toString()}`,
    [country],
  );
}
