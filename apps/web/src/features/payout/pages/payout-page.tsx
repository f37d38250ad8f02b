import { BankOutlined, DeleteOutlined, PlusOutlined } from '../../../shared/ui/icons';
import { COUNTRY_CODES, MAX_BANK_ACCOUNTS, ROLE_CODES, type CountryCode } from '@ajar/domain';
import { Alert, Button, Popconfirm, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation, useQuery } from 'urql';
import {
  DeleteBankAccountDocument,
  GetPayoutsDocument,
  GetUsersBankAccountsDocument,
  type BankAccountFieldsFragment,
} from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { formatMarketDate } from '../../../shared/format/market-date';
import { formatCurrencyMoney } from '../../transactions';
import { BankAccountForm } from '../components/bank-account-form';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './payout-page.module.css';
import { presentItems } from '../../../shared/api/present-items';

function isCountryCode(value: string | null | undefined): value is CountryCode {
  return COUNTRY_CODES.includes(value as CountryCode);
}

function BankAccountRow({
  account,
  onDeleted,
}: {
  account: BankAccountFieldsFragment;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [{ fetching }, deleteBankAccount] = useMutation(DeleteBankAccountDocument);
  const last4 = (account.accountNumber ?? '').slice(-4);
  const code = account.bankCode ?? account.ifscCode ?? account.abartn;

  async function remove() {
    const result = await deleteBankAccount({ accountId: account.id });
    if (result.error) showError(result.error);
    else {
      showSuccess(t('messages.bankAccountRemoved'));
      onDeleted();
    }
  }

  return (
    <li className={styles.row} data-testid="bank-account">
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>{account.accountHolderName}</p>
        <p className={frame.muted}>
          {last4 && `${t('payout.accounts.accountNumber', { last4 })} · `}
          {code ? `${code} · ` : ''}
          {isCountryCode(account.country) ? t(`countries.${account.country}`) : account.country}
        </p>
      </div>
      <Tag>{account.currency}</Tag>
      <Popconfirm
        title={t('payout.accounts.confirmDelete')}
        description={t('payout.accounts.confirmDeleteBody')}
        okText={t('payout.accounts.yes')}
        cancelText={t('payout.accounts.no')}
        okButtonProps={{ danger: true }}
        onConfirm={remove}
      >
        <Button
          danger
          icon={<DeleteOutlined />}
          loading={fetching}
          aria-label={t('payout.accounts.deleteLabel', { name: account.accountHolderName })}
        >
          {t('payout.accounts.delete')}
        </Button>
      </Popconfirm>
    </li>
  );
}

function BankAccounts({ defaultCountry }: { defaultCountry: CountryCode }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [result, refetch] = useQuery({
    query: GetUsersBankAccountsDocument,
    requestPolicy: 'cache-and-network',
  });
  const accounts = presentItems(result.data?.getUsersBankAccounts);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const full = (accounts?.length ?? 0) >= MAX_BANK_ACCOUNTS;

  return (
    <>
      <section className={frame.card} aria-labelledby="bank-accounts-title">
        <div className={styles.sectionHead}>
          <h2 id="bank-accounts-title" className={styles.sectionTitle}>
            {t('payout.accounts.title')}
          </h2>
          {accounts && accounts.length > 0 && (
            <span className={frame.muted}>
              {t('payout.accounts.count', { count: accounts.length, max: MAX_BANK_ACCOUNTS })}
            </span>
          )}
        </div>
        {result.error && !accounts ? (
          <Alert type="error" showIcon title={t('payout.accounts.loadFailed')} />
        ) : !accounts ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : accounts.length === 0 ? (
          <div className={frame.empty}>
            <strong>{t('payout.accounts.empty')}</strong>
            <p className={frame.muted}>{t('payout.accounts.emptyBody')}</p>
          </div>
        ) : (
          <ul className={styles.list}>
            {accounts.map((account) => (
              <BankAccountRow key={account.id} account={account} onDeleted={reload} />
            ))}
          </ul>
        )}
        {accounts && !adding && (
          <div className={styles.actions}>
            {full ? (
              <p className={frame.muted}>{t('payout.accounts.limit', { max: MAX_BANK_ACCOUNTS })}</p>
            ) : (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('payout.accounts.add')}
              </Button>
            )}
          </div>
        )}
      </section>
      {adding && (
        <BankAccountForm
          defaultCountry={defaultCountry}
          onCancel={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
    </>
  );
}

function PayoutHistory() {
  const { t } = useTranslation();
  const country = useCountry();
  const [result] = useQuery({ query: GetPayoutsDocument, requestPolicy: 'cache-and-network' });
  const payouts = presentItems(result.data?.getPayouts);

  return (
    <section className={frame.card} aria-labelledby="payouts-title">
      <div className={styles.sectionHead}>
        <h2 id="payouts-title" className={styles.sectionTitle}>
          {t('payout.payouts.title')}
        </h2>
      </div>
      {result.error && !payouts ? (
        <Alert type="error" showIcon title={t('payout.payouts.loadFailed')} />
      ) : !payouts ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : payouts.length === 0 ? (
        <div className={frame.empty}>
          <strong>{t('payout.payouts.empty')}</strong>
          <p className={frame.muted}>{t('payout.payouts.emptyBody')}</p>
        </div>
      ) : (
        <ul className={styles.list}>
          {payouts.map((payout) => (
            <li key={payout.id} className={styles.row} data-testid="payout">
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {payout.accountNumberLast4
                    ? t('payout.payouts.toAccount', {
                        name: payout.accountHolderName,
                        last4: payout.accountNumberLast4,
                      })
                    : t('payout.payouts.to', { name: payout.accountHolderName })}
                </p>
                <p className={frame.muted}>
                  {formatMarketDate(payout.createdAt, country, 'D MMM YYYY, HH:mm')}
                </p>
              </div>
              <span className={styles.amount}>
                {formatCurrencyMoney(payout.amount, payout.currency, country)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Payout() {
  const { t } = useTranslation();
  const country = useCountry();
  const { status, profile } = useProfile();

  let body;
  if (!profile)
    body =
      status === 'failed' ? (
        <Alert type="error" showIcon title={t('payout.accounts.loadFailed')} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      );
  else if (profile.roleCode !== ROLE_CODES.tutor)
    body = (
      <Result
        className={frame.card}
        status="info"
        icon={<BankOutlined />}
        title={t('payout.notTutorTitle')}
        subTitle={t('payout.notTutorBody')}
      />
    );
  else
    body = (
      <>
        <BankAccounts defaultCountry={isCountryCode(profile.country) ? profile.country : country} />
        <PayoutHistory />
      </>
    );

  return (
    <PageFrame icon={<BankOutlined />} title={t('payout.title')} subtitle={t('payout.subtitle')}>
      {body}
    </PageFrame>
  );
}

export function PayoutPage() {
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <Payout />
      </TutorWorkspace>
    </RequireSignIn>
  );
}
