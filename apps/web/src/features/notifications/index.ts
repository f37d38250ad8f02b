/** The notifications area's public face: its strings, the bell and the notification centre. */
export { notificationsEn } from './i18n/en';
export { notificationsDrawerEn } from './i18n/drawer-en';
export { notificationsDrawerId, notificationsId } from './i18n/id';
export { NotificationBell } from './components/notification-bell';
export { NotificationCenterProvider } from './components/notification-center';
export { useNotificationCenter } from './components/notification-center-context';
