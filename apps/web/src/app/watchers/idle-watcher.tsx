import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startIdleTracker } from './idle-tracker';

export function IdleWatcher() {
  const { notification } = App.useApp();
  const { t } = useTranslation();

  useEffect(
    () =>
      startIdleTracker({
        onIdle: () =>
          notification.info({
            key: 'idle',
            title: t('messages.idleTitle'),
            description: t('messages.idleBody'),
            duration: false,
            actions: (
              <Button type="primary" onClick={() => window.location.reload()}>
                {t('common.refresh')}
              </Button>
            ),
          }),
      }),
    [notification, t],
  );

  return null;
}
