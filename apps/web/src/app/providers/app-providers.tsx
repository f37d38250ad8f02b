import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { initAppI18n } from '../i18n/init-app-i18n';
import { ProfileProvider } from '../../shared/session/profile-provider';
import { IdleWatcher } from '../watchers/idle-watcher';
import { ServerHealthWatcher } from '../watchers/server-health-watcher';
import { AntdProvider } from '../../shared/ui/antd-provider';
import { ApiProvider } from './api-provider';

void initAppI18n();

export function AppProviders({ children, watchers = true }: { children: ReactNode; watchers?: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AntdProvider>
        {watchers && <ServerHealthWatcher />}
        {watchers && <IdleWatcher />}
        <ApiProvider>
          <ProfileProvider>{children}</ProfileProvider>
        </ApiProvider>
      </AntdProvider>
    </I18nextProvider>
  );
}
