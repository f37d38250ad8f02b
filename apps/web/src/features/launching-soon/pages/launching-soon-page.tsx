import { HomeOutlined, RocketOutlined, UserAddOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useSearchParams } from 'react-router';
import { isFeature } from '../../../shared/routing/feature-routes';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useSession } from '../../../shared/session/use-session';
import styles from './launching-soon-page.module.css';

/** The spec's coming-soon placeholder: where every link to an unbuilt feature lands. */
export function LaunchingSoonPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { isSignedIn } = useSession();
  const [search] = useSearchParams();
  const requested = search.get('feature');
  const feature = isFeature(requested) ? requested : null;
  const keywords = search.get('keywords');

  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <div className={styles.badge}>
          <RocketOutlined />
        </div>
        <p className={styles.eyebrow}>{t('launchingSoon.eyebrow')}</p>
        <h1 className={styles.title}>
          {feature
            ? t('launchingSoon.titleFor', { feature: t(`features.${feature}`) })
            : t('launchingSoon.title')}
        </h1>
        <p className={styles.body}>{t('launchingSoon.body')}</p>
        {keywords && <p className={styles.keywords}>{t('launchingSoon.keywords', { keywords })}</p>}
        <div className={styles.actions}>
          <ButtonLink to={href('home')} type="primary" size="large" icon={<HomeOutlined />}>
            {t('common.backHome')}
          </ButtonLink>
          {!isSignedIn && (
            <ButtonLink to={href('register')} size="large" icon={<UserAddOutlined />}>
              {t('launchingSoon.signUp')}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
