import { formatCount } from '@ajar/domain';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useCreditsLabel } from '../../credits';
import styles from './voucher-card.module.css';
import {
  useVoucherDiscount,
  voucherCountry,
  voucherTags,
  type Voucher,
  type VoucherTag,
} from './voucher-text';

const TAG_COLOURS: Record<VoucherTag, string> = {
  expired: 'red',
  inactive: 'default',
  used: 'default',
  usable: 'green',
  claimed: 'blue',
  open: 'gold',
};

/**
 * One voucher as a card: its code, discount, whose lessons it is for, until when (in the market's time
 * zone), how many claims it has left, its price in credits and its status for the viewer; `children` are
 * its actions.
 */
export function VoucherCard({ voucher, children }: { voucher: Voucher; children?: ReactNode }) {
  const { t } = useTranslation();
  const pageCountry = useCountry();
  const country = voucherCountry(voucher, pageCountry);
  const discount = useVoucherDiscount();
  const creditsLabel = useCreditsLabel();
  const tutor = voucher.tutor;
  return (
    <article className={styles.card} aria-label={voucher.code}>
      <div className={styles.head}>
        <strong className={styles.code}>{voucher.code}</strong>
        <span className={styles.discount}>{discount(voucher)}</span>
      </div>
      <div className={styles.tags}>
        {voucherTags(voucher).map((tag) => (
          <Tag key={tag} color={TAG_COLOURS[tag]}>
            {t(`vouchers.status.${tag}`)}
          </Tag>
        ))}
      </div>
      <p className={styles.line}>
        {voucher.generalUse || !tutor
          ? t('vouchers.card.general')
          : t('vouchers.card.byTutor', { name: `${tutor.firstName} ${tutor.lastName}` })}
      </p>
      <p className={styles.line}>
        {t('vouchers.card.validUntil', {
          date: formatMarketDate(voucher.endAt, country, 'D MMM YYYY, HH:mm'),
        })}
      </p>
      <p className={styles.line}>
        {t('vouchers.card.claims', {
          used: formatCount(voucher.numberOfUsage, pageCountry),
          total: formatCount(voucher.totalNumberOfUsed, pageCountry),
        })}
      </p>
      <p className={styles.line}>
        {voucher.buyerCreditsPrice > 0
          ? t('vouchers.card.price', { price: creditsLabel(voucher.buyerCreditsPrice) })
          : t('vouchers.card.free')}
      </p>
      {children && <div className={styles.actions}>{children}</div>}
    </article>
  );
}
