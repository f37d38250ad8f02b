// The public face of the notification area: the one file other areas and the app layer import.
export { notifyProfileViewed } from './notification.service';
export { notify, notifyMany, notifyUnlessRecent } from './notify.service';
