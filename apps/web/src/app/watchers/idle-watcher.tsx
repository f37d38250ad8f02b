import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { startIdleTracker } from './idle-tracker';

// The notice and antd's Button load the first time the user is idle: the shell carries no antd.
const loadNotice = () => import('./idle-notice');

export function IdleWatcher() {
  const { t } = useTranslation();

  useEffect(
    () =>
      startIdleTracker({
        onIdle: () =>
          void loadNotice().then(({ showIdleNotice }) =>
            showIdleNotice({
              title: t('messages.idleTitle'),
              body: t('messages.idleBody'),
              refresh: t('common.refresh'),
            }),
          ),
      }),
    [t],
  );

  return null;
}
