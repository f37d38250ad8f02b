// The public face of the notification area: the one file other areas and the app layer import.
export { lastNotifiedAt } from './notification.queries';
export { notifyProfileViewed } from './notification.service';
export { notify, notifyMany } from './notify.service';
