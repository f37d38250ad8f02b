import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { withAntdNotification } from '../../shared/feedback/antd-api';
import { isServerRunning } from './check-server';

/**
 * Spec section 4, "Server health": checked once at load; a failure leaves a notice that stays. The
 * site keeps working around it (the footer's pages), so this is a notice, not the 502 page. antd's
 * notification loads only when there is something to say.
 */
export function ServerHealthWatcher() {
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
    withAntdNotification((notification) =>
      notification.warning({
        key: 'maintenance',
        title: t('messages.maintenanceTitle'),
        description: t('messages.maintenanceBody'),
        duration: false,
        placement: 'bottomRight',
      }),
    );
  }, [running, t]);

  return null;
}
