import { CopyOutlined, LinkOutlined } from '../../../shared/ui/icons';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showErrorText, showSuccess } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { paymentApi } from '../../../shared/payment/payment-api';
import { ShareButton } from '../../../shared/profile/share-button';
import { sharedPaymentUrl } from '../shared-payment-url';
import styles from './share-payment-link.module.css';

const STATUS_POLL_MS = 5000;

/** Follows a shared link until a payment through it starts (spec section 4: inactive until then). */
function useLinkActive(code: string | null): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!code || active) return;
    let stopped = false;
    const check = () =>
      paymentApi.sharedLinkStatus(code).then(
        (status) => !stopped && setActive(status.active),
        () => undefined,
      );
    void check();
    const timer = setInterval(() => void check(), STATUS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [code, active]);
  return active;
}

/** On checkout: a link with which someone else in the market pays this booking. */
export function SharePaymentLink({ bookingId, title }: { bookingId: string; title: string }) {
  const { t } = useTranslation();
  const country = useCountry();
  const [code, setCode] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const active = useLinkActive(code);
  const url = code ? sharedPaymentUrl(window.location.origin, country, code) : '';

  async function create() {
    setCreating(true);
    // Spec section 8: a failure to generate the link only stops the loading state.
    await paymentApi.generateSharedLink(bookingId).then(
      (created) => setCode(created.codeSharedPayment),
      () => undefined,
    );
    setCreating(false);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess(t('messages.copiedSuccess'));
    } catch {
      showErrorText(t('messages.shareUnsupported'));
    }
  }

  return (
    <section className={styles.box} aria-labelledby="share-payment-title">
      <strong id="share-payment-title">{t('paymentShare.link.title')}</strong>
      <p className={styles.hint}>{t('paymentShare.link.hint')}</p>
      {code ? (
        <>
          <Space.Compact className={styles.row}>
            <Input readOnly value={url} aria-label={t('paymentShare.link.title')} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('paymentShare.link.copy')}
            </Button>
          </Space.Compact>
          <div className={styles.footer}>
            <span className={active ? styles.active : styles.inactive} role="status">
              {active ? t('paymentShare.link.active') : t('paymentShare.link.inactive')}
            </span>
            <ShareButton data={{ title, url }}>{t('paymentShare.link.share')}</ShareButton>
          </div>
        </>
      ) : (
        <Button icon={<LinkOutlined />} loading={creating} onClick={() => void create()}>
          {t('paymentShare.link.create')}
        </Button>
      )}
    </section>
  );
}
