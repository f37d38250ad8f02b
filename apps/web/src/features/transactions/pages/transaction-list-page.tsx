import { TransactionOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES } from '@ajar/domain';
import { Alert, Segmented, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import {
  GetUserTransactionsDocument,
  type GetUserTransactionsQuery,
  type TransactionRole,
  type TransactionStatus,
} from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import { useProfile } from '../../../shared/session/profile-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { formatMarketDate } from '../../../shared/format/market-date';
import { formatCurrencyMoney } from '../currency-money';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './transaction-list-page.module.css';
import { presentItems } from '../../../shared/api/present-items';

type Transaction = NonNullable<GetUserTransactionsQuery['getUserTransactions'][number]>;

const STATUS_COLOURS: Readonly<Record<TransactionStatus, string>> = {
  PENDING: 'gold',
  PAID: 'green',
  FAILED: 'red',
  CANCELLED: 'default',
};

const DATE_FORMAT = 'D MMM YYYY, HH:mm';

function StatusTag({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLOURS[status]}>{t(`transactions.statuses.${status}`)}</Tag>;
}

function TransactionTable({ transactions }: { transactions: readonly Transaction[] }) {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <div className={styles.tableCard}>
      <Table<Transaction>
        rowKey="id"
        dataSource={[...transactions]}
        pagination={transactions.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        columns={[
          {
            key: 'date',
            title: t('transactions.columns.date'),
            render: (_, row) => formatMarketDate(row.createdAt, country, DATE_FORMAT),
          },
          {
            key: 'service',
            title: t('transactions.columns.service'),
            render: (_, row) => t(`transactions.services.${row.service}`),
          },
          {
            key: 'price',
            title: t('transactions.columns.price'),
            align: 'right',
            render: (_, row) => (
              <span className={styles.amount}>{formatCurrencyMoney(row.price, row.currency, country)}</span>
            ),
          },
          {
            key: 'discount',
            title: t('transactions.columns.discount'),
            align: 'right',
            render: (_, row) =>
              row.discountAmount > 0 ? (
                <span className={styles.amount}>
                  −{formatCurrencyMoney(row.discountAmount, row.currency, country)}
                </span>
              ) : (
                '—'
              ),
          },
          {
            key: 'fee',
            title: t('transactions.columns.fee'),
            align: 'right',
            render: (_, row) => (
              <span className={styles.amount}>{formatCurrencyMoney(row.fee, row.currency, country)}</span>
            ),
          },
          { key: 'currency', title: t('transactions.columns.currency'), dataIndex: 'currency' },
          {
            key: 'status',
            title: t('transactions.columns.status'),
            render: (_, row) => <StatusTag status={row.status} />,
          },
        ]}
      />
    </div>
  );
}

function TransactionCard({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const country = useCountry();
  const money = (amount: number) => formatCurrencyMoney(amount, transaction.currency, country);
  return (
    <article className={frame.card} data-testid="transaction-item">
      <div className={styles.itemHead}>
        <div>
          <h2 className={styles.itemTitle}>{t(`transactions.services.${transaction.service}`)}</h2>
          <p className={frame.muted}>{formatMarketDate(transaction.createdAt, country, DATE_FORMAT)}</p>
        </div>
        <StatusTag status={transaction.status} />
      </div>
      <p className={styles.itemPrice}>{money(transaction.price)}</p>
      <p className={frame.muted}>
        {t('transactions.feeLine', { fee: money(transaction.fee) })} · {transaction.currency}
      </p>
      {transaction.discountAmount > 0 && (
        <p className={frame.muted}>
          {t('transactions.discountLine', { discount: money(transaction.discountAmount) })}
        </p>
      )}
    </article>
  );
}

function TransactionList() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const isMobile = useIsMobile();
  const { profile } = useProfile();
  const isTutor = profile?.roleCode === ROLE_CODES.tutor;
  const [chosenRole, setRole] = useState<TransactionRole>('TUTOR');
  // Only tutors have lessons paid for them; everyone else sees their own payments.
  const role: TransactionRole = isTutor ? chosenRole : 'STUDENT';
  const [result] = useQuery({
    query: GetUserTransactionsDocument,
    variables: { role },
    requestPolicy: 'cache-and-network',
  });
  const transactions = presentItems(result.data?.getUserTransactions);

  return (
    <PageFrame
      icon={<TransactionOutlined />}
      title={t('transactions.title')}
      subtitle={t('transactions.subtitle')}
      className={styles.page}
    >
      {isTutor && (
        <div className={frame.toolbar}>
          <Segmented<TransactionRole>
            value={role}
            onChange={setRole}
            options={[
              { value: 'TUTOR', label: t('transactions.asTutor') },
              { value: 'STUDENT', label: t('transactions.asStudent') },
            ]}
          />
        </div>
      )}
      {result.error && !transactions ? (
        <Alert type="error" showIcon message={t('transactions.loadFailed')} />
      ) : !transactions ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : transactions.length === 0 ? (
        <div className={`${frame.card} ${frame.empty}`}>
          <strong>{t('transactions.empty')}</strong>
          <p className={frame.muted}>
            {role === 'STUDENT' ? t('transactions.emptyStudent') : t('transactions.emptyTutor')}
          </p>
          {role === 'STUDENT' && (
            <div className={styles.actions}>
              <ButtonLink to={href('balance')} type="primary">
                {t('transactions.topUp')}
              </ButtonLink>
            </div>
          )}
        </div>
      ) : isMobile ? (
        transactions.map((transaction) => <TransactionCard key={transaction.id} transaction={transaction} />)
      ) : (
        <TransactionTable transactions={transactions} />
      )}
    </PageFrame>
  );
}

export function TransactionListPage() {
  return (
    <RequireSignIn>
      <TransactionList />
    </RequireSignIn>
  );
}
