import { GlobalOutlined } from '../../../shared/ui/icons';
import { COUNTRY_SELECTOR_ORDER, languageForCountry, type CountryCode } from '@ajar/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useCountry } from '../../../shared/market/country-context';
import { switchCountryPath } from '../../../shared/market/switch-country-path';
import { setStoredCountry, setStoredLanguage } from '../../../shared/session/session-store';
import { CountrySelect } from './country-select';
import styles from './footer.module.css';

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
    <div className={styles.switcher}>
      <span className={styles.switcherLabel}>
        <GlobalOutlined /> {t('footer.country')}
      </span>
      <CountrySelect
        value={country}
        onChange={onChange}
        className={styles.switcherSelect}
        label={t('footer.country')}
        options={codes.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
      />
    </div>
  );
}
