/** English texts of the header bell (in the shell: a guest's first view carries only these). */
export const notificationsEn = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
};
