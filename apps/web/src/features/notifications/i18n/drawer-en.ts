/** English texts of the notifications drawer: they load with it, once someone is signed in. */
export const notificationsDrawerEn = {
  loadFailed: 'We could not load your notifications',
  emptyTitle: 'You are all caught up',
  emptyBody: 'New testimonials, profile views, messages and assignments will show up here.',
  someone: 'Someone',
  newLabel: 'New',
  sentences: {
    TESTIMONIAL_RECEIVED: '{{name}} left you a testimonial',
    PROFILE_VIEWED: '{{name}} viewed your profile',
    CHAT_MESSAGE: 'New message from {{name}}',
    BOOKING_PAID: '{{name}} booked and paid a lesson with you',
    BOOKING_ACCEPTED: '{{name}} accepted your booking',
    BOOKING_REJECTED: '{{name}} could not take your booking; the money is back in your balance',
    BOOKING_CANCELLED: '{{name}} cancelled a booking',
    BOOKING_DONE: '{{name}} marked your lesson as done',
    BOOKING_EXPIRED: 'Your booking with {{name}} was not paid before it started, so it was cancelled',
    BOOKING_AUTO_REJECTED:
      'Your lesson with {{name}} was not accepted in time; the money is back in the balance',
    BOOKING_COMPLETED: 'Your lesson with {{name}} is complete',
    BOOKING_CANCELLED_BY_TUTOR: '{{name}} cancelled your lesson; everything is back in your balance',
    BOOKING_RESCHEDULE_PROPOSED: '{{name}} proposed a new time for your lesson',
    BOOKING_RESCHEDULED: '{{name}} accepted the new time of your lesson',
    BOOKING_RESCHEDULE_DECLINED: '{{name}} declined the new time; the lesson keeps its time',
    LESSON_REVIEW_REQUEST: 'How was your lesson with {{name}}? Rate it and write a review',
    // Disputes
    DISPUTE_OPENED: 'A dispute was opened about your lesson',
    DISPUTE_PROPOSAL: 'A new proposal in your dispute: it is your turn to answer',
    DISPUTE_MESSAGE: 'A new message in your dispute',
    DISPUTE_AGREED: 'Your dispute is settled',
    DISPUTE_TIMED_OUT: 'A dispute turn ran out; the proposal on the table stood',
    DISPUTE_ESCALATED: 'Your dispute went to the Ajar team',
    DISPUTE_DECIDED: 'The Ajar team decided your dispute',
    // Group classes: {{title}} is the class, {{name}} the student or the tutor's message.
    CLASS_ENROLLED: '{{name}} took a seat in {{title}}',
    CLASS_SESSION_CANCELLED: 'A session of {{title}} was cancelled; its share is back in your balance',
    CLASS_MESSAGE: '{{title}}: {{name}}',
    // Feeds: {{name}} is who mentioned the reader.
    FEED_MENTION: '{{name}} mentioned you on the feed',
    // Community: {{name}} is the new follower.
    COMMUNITY_FOLLOWED: '{{name}} followed you in the community',
    // Reads: {{title}} is the article; {{name}} the team's reason, or who commented.
    ARTICLE_APPROVED: 'Your article “{{title}}” is published',
    ARTICLE_REJECTED: 'Your article “{{title}}” was sent back: {{name}}',
    ARTICLE_COMMENTED: '{{name}} commented on your article “{{title}}”',
    ASSIGNMENT_POSTED: 'A new assignment matches you: {{name}}',
    ASSIGNMENT_APPLIED: '{{name}} applied to your assignment',
    ASSIGNMENT_APPLIED_titled: '{{name}} applied to your assignment “{{title}}”',
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
