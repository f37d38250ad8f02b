import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { ButtonLink } from '../../../shared/ui/button-link';
import { VoucherCard } from './voucher-card';
import { useVoucherHref, type VoucherPage } from './voucher-paths';
import styles from './voucher-card.module.css';
import type { Voucher } from './voucher-text';

interface VoucherListProps<V extends Voucher> {
  readonly vouchers: readonly V[] | null;
  readonly error: CombinedError | undefined;
  readonly onRetry: () => void;
  /** What the empty list says and offers. */
  readonly empty: ReactNode;
  /** The actions under each card. */
  readonly actions?: (voucher: V) => ReactNode;
  /** Draws each item instead of the standard card. */
  readonly render?: (voucher: V) => ReactNode;
}

/** Vouchers as cards (one column on a phone), with the list's skeleton, its failure and its empty state. */
export function VoucherList<V extends Voucher>({
  vouchers,
  error,
  onRetry,
  empty,
  actions,
  render,
}: VoucherListProps<V>) {
  const { t } = useTranslation();
  if (error && !vouchers)
    return (
      <Alert
        type="error"
        showIcon
        title={t('vouchers.loadFailed')}
        action={
          <Button size="small" onClick={onRetry}>
            {t('vouchers.retry')}
          </Button>
        }
      />
    );
  if (!vouchers) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (vouchers.length === 0) return <section className={`${frame.card} ${frame.empty}`}>{empty}</section>;
  return (
    <ul className={styles.list}>
      {vouchers.map((voucher) => (
        <li key={voucher.id}>
          {render ? render(voucher) : <VoucherCard voucher={voucher}>{actions?.(voucher)}</VoucherCard>}
        </li>
      ))}
    </ul>
  );
}

/** An empty list's text and its way on: back to the vouchers hub, or the page named. */
export function EmptyVouchers({
  text,
  to = 'home',
  label,
}: {
  text: string;
  to?: VoucherPage;
  label?: string;
}) {
  const { t } = useTranslation();
  const href = useVoucherHref();
  return (
    <>
      <p>{text}</p>
      <ButtonLink to={href(to)} type="primary">
        {label ?? t('vouchers.toHub')}
      </ButtonLink>
    </>
  );
}
