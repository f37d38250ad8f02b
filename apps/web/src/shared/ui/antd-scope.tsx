import { MOBILE_MAX_WIDTH } from '@ajar/domain';
import { ConfigProvider, message, notification, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import { useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from '../i18n/i18n';
import {
  applyDayjsLanguage,
  indonesianLocale,
  prepareLanguage,
  subscribeLocale,
  type AntdLocale,
} from './antd-locale';
import { appTheme } from './theme';

/**
 * antd's scope: its theme, its locale and its feedback (message, notification), in a chunk of
 * its own. The shell (providers, header, footer) draws no antd; a page that does is rendered inside
 * `AntdScope` (shared/routing/lazy-page.ts loads this module beside the page), and toasts and notices come
 * from antd's static APIs, which `holderRender` draws in the same scope.
 */

/**
 * One CSS-variable key for every scope: each page, lazy widget and toast holder has its own ConfigProvider,
 * and with antd's per-instance key each would inject the theme's variables again under a new class.
 */
const scopeTheme: ThemeConfig = { ...appTheme, cssVar: { key: 'css-var-ajar' } };

function subscribeLanguage(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

const isIndonesian = (): boolean => i18n.language === 'id';

/** antd's texts in the app's language: Indonesian once its chunk is here, English until then. */
function useAntdLocale(): AntdLocale {
  const indonesianWanted = useSyncExternalStore(subscribeLanguage, isIndonesian, isIndonesian);
  const indonesian = useSyncExternalStore(subscribeLocale, indonesianLocale, indonesianLocale);
  // Always a locale (antd's English is its default anyway): ConfigProvider wraps its children in a
  // LocaleProvider only when given one, so going from none to Indonesian would remount what it wraps.
  return indonesianWanted ? (indonesian ?? enUS) : enUS;
}

/** antd themed as Ajar and speaking the app's language, around whatever draws antd components. */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={scopeTheme} locale={useAntdLocale()}>
      {children}
    </ConfigProvider>
  );
}

/** Toasts open below the sticky header (56 px on a phone, 64 on a desktop) rather than over the logo. */
const TOAST_TOP_MOBILE = 'calc(env(safe-area-inset-top) + 64px)';
const TOAST_TOP_DESKTOP = 72;
/** Bottom notices sit above the phone's bottom navigation. */
const BOTTOM_NAV_CLEARANCE = 88;

function placeFeedback(isMobile: boolean): void {
  message.config({ top: isMobile ? TOAST_TOP_MOBILE : TOAST_TOP_DESKTOP });
  notification.config({ bottom: isMobile ? BOTTOM_NAV_CLEARANCE : undefined });
}

function followViewport(): void {
  const phone =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`)
      : null;
  placeFeedback(phone?.matches ?? false);
  phone?.addEventListener('change', (event) => placeFeedback(event.matches));
}

// antd's static message, notification and modal render in roots of their own: themed and localized here.
ConfigProvider.config({ holderRender: (children) => <AntdScope>{children}</AntdScope> });
followViewport();
// dayjs follows the language from now on (antd-locale.ts listens); this is its first language.
applyDayjsLanguage(i18n.language);

/** Resolves once antd's texts for the current language are here (Indonesian is a chunk of its own). */
export function scopeReady(): Promise<void> {
  return prepareLanguage(i18n.language);
}

/** antd's feedback, for shared/feedback (the only caller: it loads this module when it must show one). */
export const antdFeedback = { message, notification };
