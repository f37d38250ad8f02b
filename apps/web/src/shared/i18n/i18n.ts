import i18next, { type BackendModule } from 'i18next';
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

/** The texts app/ hands over: English at once (the fallback), every other language by a loader. */
export interface AppTexts {
  readonly en: LanguageTexts;
  readonly load: { readonly [language: string]: () => Promise<LanguageTexts> };
}

/**
 * An i18next backend that fetches a language's texts with its loader (a lazy chunk) the first time the
 * language is used: the shell carries only English (issue 16). `changeLanguage` switches once they are in.
 */
function lazyTexts(load: AppTexts['load']): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      const loader = load[language];
      if (!loader) return callback(null, {});
      loader().then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
      );
    },
  };
}

let started: Promise<void> | null = null;

/**
 * Starts the instance with the texts app/ assembles (shared/ knows no feature, so it is handed them).
 * Called once before the first render; it settles when the first language's texts are in (at once for
 * English). A second call answers the first one's promise.
 */
export function initI18n(texts: AppTexts): Promise<void> {
  if (started) return started;
  started = new Promise((resolve) => {
    void i18n
      .use(lazyTexts(texts.load))
      .use(initReactI18next)
      .init(
        {
          resources: { en: { translation: texts.en } },
          partialBundledLanguages: true,
          lng: initialLanguage(),
          fallbackLng: 'en',
          supportedLngs: ['en', 'id'],
          interpolation: { escapeValue: false },
          initAsync: false,
          showSupportNotice: false,
        },
        () => resolve(),
      );
  });
  return started;
}
