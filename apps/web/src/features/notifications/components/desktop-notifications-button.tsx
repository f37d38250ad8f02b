import { CheckOutlined, DesktopOutlined } from '../../../shared/ui/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showErrorText, showInfo, showSuccess } from '../../../shared/feedback/toast';
import {
  desktopPermission,
  requestDesktopPermission,
  type DesktopPermission,
} from '../desktop-notifications';
import styles from './notifications.module.css';

/** Asks for the browser's permission; spec section 8's alert where the browser has no notifications. */
export function DesktopNotificationsButton() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission);

  if (permission === 'granted') {
    return (
      <p className={styles.desktopOn}>
        <CheckOutlined aria-hidden="true" /> {t('notificationsDrawer.desktop.on')}
      </p>
    );
  }

  const turnOn = async () => {
    if (permission === 'unsupported') {
      showErrorText(t('messages.notificationsUnsupported'));
      return;
    }
    const next = await requestDesktopPermission();
    setPermission(next);
    if (next === 'granted') showSuccess(t('notificationsDrawer.desktop.enabled'));
    else if (next === 'denied') showInfo(t('notificationsDrawer.desktop.blocked'));
  };

  return (
    <Button icon={<DesktopOutlined />} onClick={() => void turnOn()} block>
      {t('notificationsDrawer.desktop.turnOn')}
    </Button>
  );
}
