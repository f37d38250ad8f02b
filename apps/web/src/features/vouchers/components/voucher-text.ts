import { countryOfCurrency, formatMoney, isCountryCode, type CountryCode } from '@ajar/domain';
import { useCallback } from 'react';
import type { VoucherCardFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';

export type Voucher = VoucherCardFragment;

/** The market whose currency a voucher's amounts are in: its discount currency's, else its own market. */
export function voucherCountry(voucher: Voucher, fallback: CountryCode): CountryCode {
  const byCurrency = countryOfCurrency(voucher.discountCurrency ?? voucher.currency);
  return byCurrency ?? (isCountryCode(voucher.country) ? voucher.country : fallback);
}

/** A voucher's status tags, from the flags the server computed for the viewer. */
export type VoucherTag = 'expired' | 'inactive' | 'used' | 'usable' | 'claimed' | 'open';

export function voucherTags(voucher: Voucher): VoucherTag[] {
  if (voucher.expired) return voucher.isUsedBefore ? ['expired', 'used'] : ['expired'];
  if (!voucher.active) return voucher.isUsedBefore ? ['inactive', 'used'] : ['inactive'];
  if (voucher.isUsedBefore) return ['used'];
  if (voucher.ableToUse) return ['usable'];
  return voucher.isClaimed ? ['claimed'] : ['open'];
}

/** "20% off" or "SG$ 5.00 off"; amounts in the voucher's currency. */
export function useVoucherDiscount(): (voucher: Voucher) => string {
  const { t } = useTranslation();
  const pageCountry = useCountry();
  return useCallback(
    (voucher) =>
      voucher.typeOfDiscount === 'Percentage'
        ? t('vouchers.card.percentOff', { percent: voucher.discountOfPercentage ?? 0 })
        : t('vouchers.card.amountOff', {
            amount: formatMoney(voucher.discountAmount ?? 0, voucherCountry(voucher, pageCountry)),
          }),
    [t, pageCountry],
  );
}

/** Minor units of the voucher's currency, formatted as its market writes money. */
export function useVoucherMoney(): (voucher: Voucher, amount: number) => string {
  const pageCountry = useCountry();
  return useCallback(
    (voucher, amount) => formatMoney(amount, voucherCountry(voucher, pageCountry)),
    [pageCountry],
  );
}
