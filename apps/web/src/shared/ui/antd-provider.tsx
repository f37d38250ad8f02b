import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdApiBridge } from '../feedback/antd-api-bridge';
import { applyDayjsLanguage, indonesianLocale, subscribeLocale } from './antd-locale';
import { useIsMobile } from './use-is-mobile';
import { appTheme } from './theme';

const BOTTOM_NAV_CLEARANCE = 88;
/** Toasts open below the sticky header (56 px on a phone, 64 on a desktop) rather than over the logo. */
const TOAST_TOP_MOBILE = 'calc(env(safe-area-inset-top) + 64px)';
const TOAST_TOP_DESKTOP = 72;

export function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const isIndonesian = i18n.language === 'id';
  const isMobile = useIsMobile();
  // Bottom notices sit above the mobile bottom navigation.
  const notificationBottom = isMobile ? BOTTOM_NAV_CLEARANCE : undefined;
  const indonesian = useSyncExternalStore(subscribeLocale, indonesianLocale, indonesianLocale);
  // Stable objects: antd's App makes new message and notification APIs when its config changes.
  const notification = useMemo(() => ({ bottom: notificationBottom }), [notificationBottom]);
  const message = useMemo(() => ({ top: isMobile ? TOAST_TOP_MOBILE : TOAST_TOP_DESKTOP }), [isMobile]);

  useEffect(() => {
    applyDayjsLanguage(isIndonesian ? 'id' : 'en');
    document.documentElement.lang = isIndonesian ? 'id' : 'en';
  }, [isIndonesian]);

  // An app that starts in Indonesian waits for its locale chunk (fetched alongside the first page's)
  // rather than drawing its dates in English first. Later switches load it beforehand (prepareLanguage).
  const started = useRef(false);
  if (isIndonesian && !indonesian && !started.current) return null;
  started.current = true;

  // Always a locale (antd's English is its default anyway): ConfigProvider wraps its children in a
  // LocaleProvider only when given one, so going from none to Indonesian would remount the whole app.
  return (
    <ConfigProvider theme={appTheme} locale={isIndonesian ? (indonesian ?? enUS) : enUS}>
      <AntApp notification={notification} message={message}>
        <AntdApiBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
