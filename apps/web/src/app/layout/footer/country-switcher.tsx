import { GlobalOutlined } from '../../../shared/ui/icons';
import { COUNTRY_SELECTOR_ORDER, languageForCountry, type CountryCode } from '@ajar/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCountry } from '../../../shared/market/country-context';
import { switchCountryPath } from '../../../shared/market/switch-country-path';
import { setStoredCountry, setStoredLanguage } from '../../../shared/session/session-store';
import styles from './footer.module.css';
import switcherStyles from './country-switcher.module.css';

// antd's Select (with its virtual list) is a large part of antd: it loads after the first paint, the footer
// being below the fold; a blank box of its size holds its place.
const CountrySelect = lazy(() =>
  import('./country-select').then((module) => ({ default: module.CountrySelect })),
);

/** Spec section 2: the footer's market selector, which also switches the language (id → Indonesian). */
export function CountrySwitcher() {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const codes = COUNTRY_SELECTOR_ORDER.includes(country)
    ? COUNTRY_SELECTOR_ORDER
    : [...COUNTRY_SELECTOR_ORDER, country];

  const onChange = (next: CountryCode): void => {
    const language = languageForCountry(next);
    setStoredCountry(next);
    setStoredLanguage(language);
    void i18n.changeLanguage(language);
    void navigate(switchCountryPath(pathname, search, next));
  };

  return (
    <label className={styles.switcher}>
      <span className={styles.switcherLabel}>
        <GlobalOutlined /> {t('footer.country')}
      </span>
      <Suspense fallback={<span className={`${styles.switcherSelect} ${switcherStyles.placeholder}`} />}>
        <CountrySelect
          value={country}
          onChange={onChange}
          className={styles.switcherSelect}
          label={t('footer.country')}
          options={codes.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
        />
      </Suspense>
    </label>
  );
}
