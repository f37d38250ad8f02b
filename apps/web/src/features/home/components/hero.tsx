import { ArrowRightOutlined, SearchOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useCountry } from '../../../shared/market/country-context';
import { startingPrice } from '../starting-price';
import { HeroVisual } from './hero-visual';
import styles from './hero.module.css';

export function Hero() {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroCopy}>
          <p className={styles.eyebrow}>{t('home.hero.eyebrow', { market: t(`countries.${country}`) })}</p>
          <h1 className={styles.heroTitle}>{t('home.hero.title')}</h1>
          <p className={styles.heroLead}>{t('home.hero.subtitle')}</p>
          <div className={styles.heroActions}>
            <ActionLink to={href('browseTutors')} variant="primary" size="large" icon={<SearchOutlined />}>
              {t('home.hero.findTutor')}
            </ActionLink>
            <ActionLink to={href('register')} size="large" className={styles.secondaryButton}>
              {t('home.hero.becomeTutor')} <ArrowRightOutlined />
            </ActionLink>
          </div>
          <p className={styles.heroPrice}>
            <span className={styles.heroPriceDot} aria-hidden="true" />
            {t('home.price.from', { price: startingPrice(country) })}
          </p>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}
