import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { initAppI18n } from '../i18n/init-app-i18n';
import { ProfileProvider } from '../../shared/session/profile-provider';
import { IdleWatcher } from '../watchers/idle-watcher';
import { ServerHealthWatcher } from '../watchers/server-health-watcher';
import { ApiProvider } from './api-provider';
import styles from './app-providers.module.css';

void initAppI18n();

/** <html lang> follows the app's language (screen readers, hyphenation, the browser's translate offer). */
function useDocumentLanguage(): void {
  const { i18n: instance } = useTranslation();
  const language = instance.language === 'id' ? 'id' : 'en';
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}

function AppFrame({ children }: { children: ReactNode }) {
  useDocumentLanguage();
  return <div className={styles.app}>{children}</div>;
}

/**
 * The shell's providers, without antd: pages and widgets that draw antd bring its theme and
 * locale with them (shared/ui/antd-scope-loader.tsx), and toasts fetch it when first shown.
 */
export function AppProviders({ children, watchers = true }: { children: ReactNode; watchers?: boolean }) {
  return (
    <AppFrame>
      {watchers && <ServerHealthWatcher />}
      {watchers && <IdleWatcher />}
      <ApiProvider>
        <ProfileProvider>{children}</ProfileProvider>
      </ApiProvider>
    </AppFrame>
  );
}
