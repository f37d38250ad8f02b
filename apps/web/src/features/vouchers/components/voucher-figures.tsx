import { formatCount } from '@ajar/domain';
import type { GetUserVouchersQuery } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import styles from './voucher-figures.module.css';
import { useVoucherDiscount, useVoucherMoney, voucherCountry } from './voucher-text';

export type OwnVoucher = NonNullable<GetUserVouchersQuery['getUserVouchers'][number]>;

/** A tutor's voucher in figures: discount, claims, what is left, uses at checkout, discount given, expiry. */
export function VoucherFigures({ voucher }: { voucher: OwnVoucher }) {
  const { t } = useTranslation();
  const country = useCountry();
  const discount = useVoucherDiscount();
  const money = useVoucherMoney();
  const count = (value: number) => formatCount(value, country);
  const figures = [
    ['discount', discount(voucher)],
    [
      'claims',
      t('vouchers.dashboard.claimsValue', {
        used: count(voucher.numberOfUsage),
        total: count(voucher.totalNumberOfUsed),
      }),
    ],
    ['remaining', count(Math.max(voucher.totalNumberOfUsed - voucher.numberOfUsage, 0))],
    ['usedAtCheckout', count(voucher.usedAtCheckout)],
    ['discountGiven', money(voucher, voucher.discountGiven)],
    ['expiry', formatMarketDate(voucher.endAt, voucherCountry(voucher, country), 'D MMM YYYY, HH:mm')],
  ] as const;
  return (
    <dl className={styles.figures}>
      {figures.map(([key, value]) => (
        <div key={key} className={styles.figure}>
          <dt>{t(`vouchers.dashboard.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
