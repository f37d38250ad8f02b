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
  const name = notification.remarks.trim() || t('notificationsDrawer.someone');
  const title = notification.entityTitle?.trim() ?? '';
  if (!isKnownCode(notification.code)) return t('notificationsDrawer.sentences.other');
  if (notification.code === 'ASSIGNMENT_APPLIED' && title)
    return t('notificationsDrawer.sentences.ASSIGNMENT_APPLIED_titled', { name, title });
  return t(`notificationsDrawer.sentences.${notification.code}`, { name, title });
}
