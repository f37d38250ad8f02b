import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './resources/en';
import { id } from './resources/id';
import { countryFromPath, resolveLanguage } from './resolve-language';
import { getStoredLanguage } from '../session/session-store';

function initialLanguage(): string {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  return resolveLanguage(getStoredLanguage(), countryFromPath(pathname));
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, id: { translation: id } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'id'],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
