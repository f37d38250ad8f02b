import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerRunning } from './check-server';

/**
 * Spec section 4, "Server health": checked once at load; a failure leaves a notice that stays. The
 * site keeps working around it (the footer's pages), so this is a notice, not the 502 page.
 */
export function ServerHealthWatcher() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const [running, setRunning] = useState(true);

  useEffect(() => {
    let active = true;
    void isServerRunning().then((result) => {
      if (active) setRunning(result);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (running) return;
    // Same key: a language switch rewrites the notice in place instead of stacking a second one.
    notification.warning({
      key: 'maintenance',
      title: t('messages.maintenanceTitle'),
      description: t('messages.maintenanceBody'),
      duration: false,
      placement: 'bottomRight',
    });
  }, [running, notification, t]);

  return null;
}
