import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { countryFromPath, resolveLanguage } from './resolve-language';
import { getStoredLanguage } from '../session/session-store';

function initialLanguage(): string {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  return resolveLanguage(getStoredLanguage(), countryFromPath(pathname));
}

export const i18n = i18next.createInstance();

/** Every text of one language: nested objects whose leaves are strings. */
export type LanguageTexts = { readonly [key: string]: string | LanguageTexts };

/**
 * Starts the instance with the texts app/ assembles (shared/ knows no feature, so it is handed them).
 * Called once before the first render; a second call changes nothing.
 */
export function initI18n(texts: { readonly en: LanguageTexts; readonly id: LanguageTexts }): void {
  if (i18n.isInitialized) return;
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: texts.en }, id: { translation: texts.id } },
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'id'],
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
}
