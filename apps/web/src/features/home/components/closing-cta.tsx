import { useTranslation } from '../../../shared/i18n/use-translation';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useCountry } from '../../../shared/market/country-context';
import { startingPrice } from '../starting-price';
import styles from './closing-cta.module.css';

export function ClosingCta() {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  return (
    <section className={styles.closing}>
      <div className={styles.closingInner}>
        <div>
          <h2 className={styles.closingTitle}>{t('home.closing.title')}</h2>
          <p className={styles.closingBody}>{t('home.closing.body', { price: startingPrice(country) })}</p>
        </div>
        <div className={styles.closingActions}>
          <ActionLink to={href('register')} size="large" className={styles.closingPrimary}>
            {t('home.closing.signUp')}
          </ActionLink>
          <Link to={href('registerCounsellor')} className={styles.closingLink}>
            {t('home.closing.counsellor')}
          </Link>
        </div>
      </div>
    </section>
  );
}
