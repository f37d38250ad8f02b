import type { ConfigProviderProps } from 'antd';
import dayjs from 'dayjs';
import { i18n } from '../i18n/i18n';

export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's and dayjs's Indonesian texts, fetched the first time the language is id so the entry chunk
 * carries only English (antd's default). antd's id_ID leaves Form's '(optional)' in English: ours
 * fills it in.
 */
let indonesian: AntdLocale | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

async function fetchIndonesian(): Promise<void> {
  const [{ default: idID }] = await Promise.all([import('antd/locale/id_ID'), import('dayjs/locale/id')]);
  const form = idID.Form ? { ...idID.Form, optional: '(opsional)' } : undefined;
  indonesian = form ? { ...idID, Form: form } : idID;
  if (i18n.language === 'id') dayjs.locale('id');
  for (const listener of listeners) listener();
}

/** Starts fetching the Indonesian locale (once); resolves when it is in place. */
export function loadIndonesianLocale(): Promise<void> {
  loading ??= fetchIndonesian().catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Call before switching i18next to `language`: dates that dayjs formats while rendering are only
 * redrawn when their component renders again, so Indonesian's texts should be here first.
 */
export function prepareLanguage(language: string): Promise<void> {
  return language === 'id' ? loadIndonesianLocale() : Promise.resolve();
}

/** The Indonesian antd locale once fetched, else null. */
export function indonesianLocale(): AntdLocale | null {
  return indonesian;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** dayjs in the app's language: Indonesian as soon as its texts are here. */
export function applyDayjsLanguage(language: string): void {
  if (language !== 'id') dayjs.locale('en');
  else if (indonesian) dayjs.locale('id');
  else void loadIndonesianLocale();
}

// dayjs follows i18next at once, before React draws the new language.
i18n.on('languageChanged', applyDayjsLanguage);
