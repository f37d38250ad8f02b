import type { CountryCode } from '@ajar/domain';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { resolveLanguage } from '../../shared/i18n/resolve-language';
import { getStoredLanguage } from '../../shared/session/session-store';
import { useSession } from '../../shared/session/use-session';

/** Keeps the language on the stored choice, else on the language of the URL's market. */
export function useLanguageSync(urlCountry: CountryCode | null): void {
  const { i18n } = useTranslation();
  // Logging in or out changes the stored choice without changing the URL.
  const { token } = useSession();
  useEffect(() => {
    const wanted = resolveLanguage(getStoredLanguage(), urlCountry);
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
  }, [i18n, urlCountry, token]);
}
