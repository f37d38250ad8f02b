import { sharedEn } from '../../shared/i18n/strings/en';
import { notificationsEn } from '../../features/notifications';
import { appEn } from './en';

/**
 * The English texts the shell draws before any page (header, footer, menus, the notification bell, error
 * pages, toasts): in the start chunk. Every other namespace loads with the pages that use it
 * (`en-namespaces.ts`).
 */
export const shellTextsEn = {
  ...sharedEn,
  ...appEn,
  notifications: notificationsEn,
};
