import { ArrowRightOutlined } from '../../../shared/ui/icons';
import { COUNTRY_CODES, countryPath, MARKETS } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useCountry } from '../../../shared/market/country-context';
import { startingPrice } from '../starting-price';
import styles from './markets-served.module.css';
import homeStyles from './home.module.css';

export function MarketsServed() {
  const { t } = useTranslation();
  const current = useCountry();
  return (
    <section className={homeStyles.section} aria-labelledby="markets-title">
      <div className={homeStyles.sectionInner}>
        <p className={homeStyles.sectionEyebrow}>{t('home.markets.eyebrow')}</p>
        <h2 id="markets-title" className={homeStyles.sectionTitle}>
          {t('home.markets.title')}
        </h2>
        <p className={homeStyles.sectionLead}>{t('home.markets.subtitle')}</p>
        <ul className={styles.markets}>
          {COUNTRY_CODES.map((code) => (
            <li key={code}>
              <Link
                to={countryPath(code)}
                className={`${styles.market} ${code === current ? styles.marketCurrent : ''}`}
                aria-current={code === current ? 'page' : undefined}
              >
                <span className={styles.marketCode}>{code.toUpperCase()}</span>
                <span className={styles.marketText}>
                  <strong>
                    {t(`countries.${code}`)}{' '}
                    <span className={styles.marketCurrency}>{MARKETS[code].currency}</span>
                  </strong>
                  <span>{t('home.markets.from', { price: startingPrice(code) })}</span>
                </span>
                <ArrowRightOutlined className={styles.marketArrow} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
