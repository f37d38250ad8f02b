/** Chat and notification rules, shared by the API and the web. */

/** Messages of a room per page when no limit is asked, and the most one page may hold. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;
/** A tutor keeps at most this many auto-message templates (quick replies). */
export const AUTO_MESSAGES_MAX = 20;
/** A replied-to message is quoted up to this many characters. */
export const CHAT_REPLY_PREVIEW_MAX = 120;

export const CHAT_MESSAGE_TYPES = ['TEXT', 'AUTO'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** Notifications per listNotification page by default, and the most one page may hold. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_MAX = 50;
/** Spec section 2: the notifications drawer is 450 px wide, 80% of the screen on a phone. */
export const NOTIFICATION_DRAWER_WIDTH = 450;
export const NOTIFICATION_DRAWER_MOBILE_WIDTH = '80%';

/** What a notification is about; the assignments issue adds its own. */
export const NOTIFICATION_CODES = [
  'TESTIMONIAL_RECEIVED',
  'PROFILE_VIEWED',
  'CHAT_MESSAGE',
  // Bookings: the tutor hears of a paid booking and a cancellation, the student of the rest.
  'BOOKING_PAID',
  'BOOKING_ACCEPTED',
  'BOOKING_REJECTED',
  'BOOKING_CANCELLED',
  'BOOKING_DONE',
  // Lesson policies: every step tells both parties.
  'BOOKING_EXPIRED',
  'BOOKING_AUTO_REJECTED',
  'BOOKING_COMPLETED',
  'BOOKING_CANCELLED_BY_TUTOR',
  'BOOKING_RESCHEDULE_PROPOSED',
  'BOOKING_RESCHEDULED',
  'BOOKING_RESCHEDULE_DECLINED',
  // Lesson reviews: an hour after a lesson, its student is asked to review it.
  'LESSON_REVIEW_REQUEST',
  // Assignments: a matching tutor hears of a broadcast assignment, the student of an applicant.
  'ASSIGNMENT_POSTED',
  'ASSIGNMENT_APPLIED',
  // Disputes: both parties hear of every step (the other party of a message or a counter).
  'DISPUTE_OPENED',
  'DISPUTE_PROPOSAL',
  'DISPUTE_MESSAGE',
  'DISPUTE_AGREED',
  'DISPUTE_TIMED_OUT',
  'DISPUTE_ESCALATED',
  'DISPUTE_DECIDED',
  // Group classes: the tutor hears of a seat taken; the students of a cancelled session and of messages.
  'CLASS_ENROLLED',
  'CLASS_SESSION_CANCELLED',
  'CLASS_MESSAGE',
  // Feeds: someone mentioned you on the wall.
  'FEED_MENTION',
  // Community: someone followed you.
  'COMMUNITY_FOLLOWED',
  // Reads: the team approved or sent back an article; someone commented on yours.
  'ARTICLE_APPROVED',
  'ARTICLE_REJECTED',
  'ARTICLE_COMMENTED',
] as const;
export type NotificationCode = (typeof NOTIFICATION_CODES)[number];

export const NOTIFICATION_STATUSES = ['NEW', 'SEEN'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/**
 * A profile view notifies the tutor at most once per viewer in this window, so reloading a profile
 * does not flood the bell.
 */
export const PROFILE_VIEW_NOTIFY_WINDOW_MS = 24 * 60 * 60 * 1000;
