import { NOTIFICATION_CODES, type NotificationCode } from '@ajar/domain';
import type { TFunction } from 'i18next';
import type { AppNotification } from './notification-types';

function isKnownCode(code: string): code is NotificationCode {
  return (NOTIFICATION_CODES as readonly string[]).includes(code);
}

/** The sentence a notification reads as: the API sends a code and a name (remarks), the client words it. */
export function notificationSentence(t: TFunction, notification: Pick<AppNotification, 'code' | 'remarks'>) {
  const name = notification.remarks.trim() || t('notifications.someone');
  return isKnownCode(notification.code)
    ? t(`notifications.sentences.${notification.code}`, { name })
    : t('notifications.sentences.other');
}
