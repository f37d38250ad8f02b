/** English texts of the header bell and the notifications drawer. */
export const notificationsEn = {
  title: 'Notifications',
  bell: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  loadFailed: 'We could not load your notifications',
  emptyTitle: 'You are all caught up',
  emptyBody: 'New testimonials, profile views and messages will show up here.',
  someone: 'Someone',
  newLabel: 'New',
  sentences: {
    TESTIMONIAL_RECEIVED: '{{name}} left you a testimonial',
    PROFILE_VIEWED: '{{name}} viewed your profile',
    CHAT_MESSAGE: 'New message from {{name}}',
    other: 'You have a new notification',
  },
  reminder: {
    title: 'Tips for tutors',
    completeProfile: 'Complete your profile: complete profiles show up first in search.',
    completeAction: 'Complete profile',
    replyFast: 'Reply quickly: students often book the first tutor who answers.',
    replyAction: 'Open chats',
  },
  desktop: {
    turnOn: 'Turn on desktop notifications',
    on: 'Desktop notifications are on',
    enabled: 'Desktop notifications turned on',
    blocked: 'Your browser blocks notifications from this site. Allow them in its settings.',
  },
};
