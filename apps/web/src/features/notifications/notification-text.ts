import { NOTIFICATION_CODES, type NotificationCode } from '@ajar/domain';
import type { TFunction } from 'i18next';
import type { AppNotification } from './notification-types';

function isKnownCode(code: string): code is NotificationCode {
  return (NOTIFICATION_CODES as readonly string[]).includes(code);
}

/**
 * The sentence a notification reads as: the API sends a code, a name (remarks) and, for some codes, the
 * title of what it is about; the client words it.
 */
export function notificationSentence(
  t: TFunction,
  notification: Pick<AppNotification, 'code' | 'remarks'> & { readonly entityTitle?: string },
) {
  const name = notification.remarks.trim() || t('notifications.someone');
  const title = notification.entityTitle?.trim() ?? '';
  if (!isKnownCode(notification.code)) return t('notifications.sentences.other');
  if (notification.code === 'ASSIGNMENT_APPLIED' && title)
    return t('notifications.sentences.ASSIGNMENT_APPLIED_titled', { name, title });
  return t(`notifications.sentences.${notification.code}`, { name });
}
