import { TagOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES, isVoucherCode, normalizeVoucherCode } from '@ajar/domain';
import { Alert, Button, Form, Input, Skeleton } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GetOneVoucherDetailsDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { ClaimButton } from '../components/claim-button';
import { VoucherCard } from '../components/voucher-card';
import { useVoucherHref, type VoucherPage } from '../components/voucher-paths';
import styles from './vouchers-pages.module.css';

function FoundVoucher({ code }: { code: string }) {
  const [result] = useQuery({
    query: GetOneVoucherDetailsDocument,
    variables: { voucherCode: code },
    requestPolicy: 'cache-and-network',
  });
  const voucher = result.data?.getOneVoucherDetails;
  if (result.error && !voucher)
    return (
      <Alert type="error" showIcon title={describeError(result.error).message} className={styles.found} />
    );
  if (!voucher) return <Skeleton active paragraph={{ rows: 4 }} className={styles.found} />;
  return (
    <div className={styles.found}>
      <VoucherCard voucher={voucher}>
        <ClaimButton voucher={voucher} />
      </VoucherCard>
    </div>
  );
}

function Lookup() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const normalized = normalizeVoucherCode(text);
  const problem = isVoucherCode(normalized) ? null : t('messages.voucherCodeInvalid');

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!problem) setCode(normalized);
  }

  return (
    <section className={frame.card} aria-labelledby="voucher-lookup">
      <h2 id="voucher-lookup" className={styles.cardTitle}>
        {t('vouchers.lookup.title')}
      </h2>
      <form className={styles.lookup} onSubmit={submit} noValidate>
        <Form layout="vertical" component={false}>
          <Form.Item
            label={t('vouchers.lookup.label')}
            htmlFor="voucher-code"
            validateStatus={touched && problem ? 'error' : undefined}
            help={touched ? problem : undefined}
          >
            <Input
              id="voucher-code"
              size="large"
              autoCapitalize="characters"
              autoComplete="off"
              placeholder={t('vouchers.lookup.placeholder')}
              value={text}
              aria-invalid={touched && problem ? true : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setTouched(false);
              }}
            />
          </Form.Item>
        </Form>
        <Button type="primary" size="large" htmlType="submit" className={styles.lookupButton}>
          {t('vouchers.lookup.find')}
        </Button>
      </form>
      {code && <FoundVoucher code={code} />}
    </section>
  );
}

type LinkedPage = Exclude<VoucherPage, 'home'>;

const STUDENT_LINKS: readonly LinkedPage[] = ['mine', 'history', 'general', 'buy'];
const TUTOR_LINKS: readonly LinkedPage[] = ['create', 'dashboard'];

function VoucherLinks() {
  const { t } = useTranslation();
  const href = useVoucherHref();
  const isTutor = useProfile().profile?.roleCode === ROLE_CODES.tutor;
  const pages = isTutor ? [...STUDENT_LINKS, ...TUTOR_LINKS] : STUDENT_LINKS;
  return (
    <nav className={frame.card} aria-labelledby="voucher-links">
      <h2 id="voucher-links" className={styles.cardTitle}>
        {t('vouchers.links.title')}
      </h2>
      <ul className={styles.links}>
        {pages.map((page) => (
          <li key={page}>
            <Link to={href(page)} className={styles.link}>
              <strong>{t(`vouchers.links.${page}`)}</strong>
              <span className={styles.hint}>{t(`vouchers.links.${page}Hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function VouchersHomePage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame icon={<TagOutlined />} title={t('vouchers.title')} subtitle={t('vouchers.subtitle')}>
        <Lookup />
        <VoucherLinks />
      </PageFrame>
    </RequireSignIn>
  );
}
