import type { TFunction } from 'i18next';
import { countryFromPath, resolveLanguage } from './resolve-language';
import { Translator, type LanguageTexts } from './translator';
import { getStoredLanguage } from '../session/session-store';

export type { LanguageTexts } from './translator';

const FALLBACK_LANGUAGE = 'en';
const SUPPORTED_LANGUAGES: readonly string[] = ['en', 'id'];

function initialLanguage(): string {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  return resolveLanguage(getStoredLanguage(), countryFromPath(pathname));
}

/**
 * The texts app/ hands over. English: what the shell draws at once (`en`) and, per top-level key (a
 * namespace, e.g. `bookings`), a loader of the rest, fetched with the pages that use it (the
 * shell carries only its own texts). Every other language: all its texts by one loader.
 */
export interface AppTexts {
  readonly en: LanguageTexts;
  readonly enNamespaces: { readonly [namespace: string]: () => Promise<LanguageTexts> };
  readonly load: { readonly [language: string]: () => Promise<LanguageTexts> };
}

let languageLoaders: AppTexts['load'] = {};
let namespaceLoaders: AppTexts['enNamespaces'] = {};
const loadedNamespaces = new Set<string>();
const loading = new Map<string, Promise<void>>();

const reported = new Set<string>();
/** Said once per key: the e2e journeys fail on it. */
function report(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}

const translator = new Translator(FALLBACK_LANGUAGE, FALLBACK_LANGUAGE, (key) => {
  const namespace = key.split('.')[0] ?? '';
  if (namespaceLoaders[namespace] && !loadedNamespaces.has(namespace)) {
    // A page drew texts it did not declare (app/i18n): it draws again with them once they are in.
    report(`Text used before its texts were loaded: ${key}`);
    void loadNamespaces([namespace]);
  } else {
    report(`Missing text: ${key}`);
  }
});

/** Runs a loader once at a time; a failed fetch may be tried again. */
function once(name: string, load: () => Promise<void>): Promise<void> {
  let pending = loading.get(name);
  if (!pending) {
    pending = load().finally(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}

function loadLanguage(language: string): Promise<void> {
  const loader = languageLoaders[language];
  if (translator.hasTexts(language) || !loader) return Promise.resolve();
  return once(`language:${language}`, () => loader().then((texts) => translator.addTexts(language, texts)));
}

/** Fetches the English texts of these namespaces (those not in yet). */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  const wanted = namespaces.filter((name) => namespaceLoaders[name] && !loadedNamespaces.has(name));
  return Promise.all(
    wanted.map((name) =>
      once(`namespace:${name}`, async () => {
        const texts = await namespaceLoaders[name]!();
        loadedNamespaces.add(name);
        translator.addTexts(FALLBACK_LANGUAGE, { [name]: texts });
      }),
    ),
  ).then(() => undefined);
}

/**
 * On the server, before each render: every namespace counts as not loaded, so the render's own loads name
 * the namespaces its page draws (their texts stay in the translator, and loading them again is at once).
 */
export function forgetLoadedNamespaces(): void {
  loadedNamespaces.clear();
}

/** The namespaces whose English texts are in (a render on the server tells the browser which to load first). */
export function loadedNamespaceNames(): string[] {
  return [...loadedNamespaces];
}

/** Whether every one of these namespaces is in (a namespace nobody loads counts as in). */
export function namespacesLoaded(namespaces: readonly string[]): boolean {
  return namespaces.every((name) => !namespaceLoaders[name] || loadedNamespaces.has(name));
}

type LanguageEvent = 'languageChanged';
type Unsubscribe = () => void;
const subscriptions = new Map<(language: string) => void, Unsubscribe>();

/**
 * The app's one translator, in the shape the code has always called (`i18n.t`, `i18n.language`,
 * `i18n.changeLanguage`, `i18n.on('languageChanged')`). `t` is typed by i18next's key types (a type-only
 * import: the keys of every text are checked, nothing of i18next is bundled).
 */
export const i18n = {
  get language(): string {
    return translator.language;
  },
  /** Changes with every change of language or texts. */
  get revision(): string {
    return translator.revision;
  },
  t: translator.t as unknown as TFunction,
  /** Switches once the language's texts are in; an unsupported language is the fallback. */
  async changeLanguage(language: string): Promise<void> {
    const wanted = SUPPORTED_LANGUAGES.includes(language) ? language : FALLBACK_LANGUAGE;
    await loadLanguage(wanted);
    translator.setLanguage(wanted);
  },
  on(_event: LanguageEvent, listener: (language: string) => void): void {
    subscriptions.get(listener)?.();
    subscriptions.set(listener, translator.onLanguageChanged(listener));
  },
  off(_event: LanguageEvent, listener: (language: string) => void): void {
    subscriptions.get(listener)?.();
    subscriptions.delete(listener);
  },
  /** Hears of every change of language or texts. */
  onChange(listener: () => void): Unsubscribe {
    return translator.onChange(listener);
  },
  getFixedT(language: string): TFunction {
    return translator.fixedT(language) as unknown as TFunction;
  },
  exists(key: string, options: { lng?: string; fallbackLng?: readonly string[] } = {}): boolean {
    const fallback = options.fallbackLng === undefined || options.fallbackLng.length > 0;
    return translator.exists(key, options.lng ?? translator.language, fallback);
  },
  /** Adds texts as they are (tests: every text at once); an added namespace counts as loaded. */
  addResourceBundle(language: string, _namespace: 'translation', texts: LanguageTexts): void {
    if (language === FALLBACK_LANGUAGE) for (const name of Object.keys(texts)) loadedNamespaces.add(name);
    translator.addTexts(language, texts);
  },
};

export type I18n = typeof i18n;

let started: Promise<void> | null = null;

/**
 * Starts the translator with the texts app/ assembles (shared/ knows no feature, so it is handed them).
 * Called once before the first render; it settles when the first language's texts are in (at once for
 * English). A second call answers the first one's promise.
 */
export function initI18n(texts: AppTexts): Promise<void> {
  if (started) return started;
  translator.addTexts(FALLBACK_LANGUAGE, texts.en);
  languageLoaders = texts.load;
  namespaceLoaders = texts.enNamespaces;
  started = i18n.changeLanguage(initialLanguage()).catch(() => undefined);
  return started;
}
