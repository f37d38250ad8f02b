import { MONEY_CURRENCIES, isCountryCode } from '@ajar/domain';
import { Alert, Button, Select, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { GetStaffPayoutsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import { formatCurrencyMoney } from '../../transactions';
import { OpsFrame } from '../components/ops-frame';
import styles from './ops-pages.module.css';

const ALL = 'ALL';

/** /{country}/ops/payouts: every tutor's payouts, newest first, a page at a time. */
export function OpsPayoutsPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const currencyId = useId();
  const [currency, setCurrency] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const [result] = useQuery({
    query: GetStaffPayoutsDocument,
    variables: { page, ...(currency === ALL ? {} : { currency }) },
    requestPolicy: 'cache-and-network',
  });
  const answer = result.data?.getStaffPayouts;
  const payouts = presentItems(answer?.items);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const market = isCountryCode(country) ? country : 'sg';

  return (
    <OpsFrame title={t('ops.payouts.title')} subtitle={t('ops.payouts.subtitle')}>
      <div className={`${frame.card} ${styles.filter}`}>
        <label htmlFor={currencyId}>{t('ops.payouts.currency')}</label>
        <Select
          id={currencyId}
          value={currency}
          style={{ minWidth: 180 }}
          onChange={(value) => {
            setCurrency(value);
            setPage(1);
          }}
          options={[
            { value: ALL, label: t('ops.payouts.allCurrencies') },
            ...MONEY_CURRENCIES.map((code) => ({ value: code, label: code })),
          ]}
        />
      </div>
      {result.error && !payouts ? (
        <Alert type="error" showIcon title={t('ops.payouts.loadFailed')} />
      ) : !payouts ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : payouts.length === 0 ? (
        <p className={frame.empty}>{t('ops.payouts.empty')}</p>
      ) : (
        <ul className={`${frame.card} ${styles.list}`}>
          {payouts.map((payout) => (
            <li key={payout.id} className={styles.row} data-testid="staff-payout">
              <div>
                <p className={styles.rowTitle}>
                  {payout.tutorName} · {payout.tutorEmail}
                </p>
                <p className={frame.muted}>
                  {payout.accountNumberLast4
                    ? t('ops.payouts.to', {
                        name: payout.accountHolderName,
                        last4: payout.accountNumberLast4,
                      })
                    : t('ops.payouts.toNoNumber', { name: payout.accountHolderName })}
                  {' · '}
                  {formatMarketDate(payout.createdAt, market, 'D MMM YYYY, HH:mm')}
                </p>
              </div>
              <span className={styles.amount}>
                {formatCurrencyMoney(payout.amount, payout.currency, market)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className={styles.actions}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('ops.reports.previous')}
          </Button>
          <span>{t('ops.reports.pageOf', { page, pages })}</span>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('ops.reports.next')}
          </Button>
        </div>
      )}
    </OpsFrame>
  );
}
