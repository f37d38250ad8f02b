import type { TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type I18n } from './i18n';

const subscribe = (listener: () => void): (() => void) => i18n.onChange(listener);
const revision = (): string => i18n.revision;

/**
 * The app's texts in the current language: `t` (a new function when the language or the texts change, so
 * memos that depend on it recompute) and the translator. The component renders again on such a change.
 */
export function useTranslation(): { readonly t: TFunction; readonly i18n: I18n } {
  const current = useSyncExternalStore(subscribe, revision, revision);
  return useMemo(() => {
    const language = current.slice(0, current.indexOf(':'));
    return { t: i18n.getFixedT(language), i18n };
  }, [current]);
}
