import {
  assignmentPath,
  communityMemberPath,
  countryPath,
  tutorProfilePath,
  type CountryCode,
} from '@ajar/domain';
import { featureHref } from '../../shared/routing/feature-routes';
import { ROOM_PARAM } from '../chats';
import type { AppNotification } from './notification-types';

/** Who is reading: their own public profile carries their testimonials. */
export interface OwnProfileRef {
  readonly userCode: string;
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** Where a notification leads, or null when it has nowhere to go (yet). */
export function notificationHref(
  notification: Pick<AppNotification, 'code' | 'entityId' | 'remarks'> & { readonly entityTitle?: string },
  country: CountryCode,
  ownProfile: OwnProfileRef | null,
): string | null {
  switch (notification.code) {
    case 'TESTIMONIAL_RECEIVED':
      return ownProfile
        ? `${tutorProfilePath(country, {
            token: ownProfile.userCode,
            id: ownProfile.userPvid,
            firstName: ownProfile.firstName,
            lastName: ownProfile.lastName,
          })}#testimonials`
        : featureHref(country, 'myProfile');
    case 'PROFILE_VIEWED':
      return featureHref(country, 'profileViewed');
    case 'CHAT_MESSAGE':
      return notification.entityId
        ? featureHref(country, 'chats', { [ROOM_PARAM]: notification.entityId })
        : featureHref(country, 'chats');
    // The booking list: the lesson, its buttons, and its review once it took place.
    case 'BOOKING_PAID':
    case 'BOOKING_ACCEPTED':
    case 'BOOKING_REJECTED':
    case 'BOOKING_CANCELLED':
    case 'BOOKING_DONE':
    case 'BOOKING_EXPIRED':
    case 'BOOKING_AUTO_REJECTED':
    case 'BOOKING_COMPLETED':
    case 'BOOKING_CANCELLED_BY_TUTOR':
    case 'BOOKING_RESCHEDULE_PROPOSED':
    case 'BOOKING_RESCHEDULED':
    case 'BOOKING_RESCHEDULE_DECLINED':
    case 'LESSON_REVIEW_REQUEST':
      return featureHref(country, 'bookingList');
    // Disputes: the dispute's page.
    case 'DISPUTE_OPENED':
    case 'DISPUTE_PROPOSAL':
    case 'DISPUTE_MESSAGE':
    case 'DISPUTE_AGREED':
    case 'DISPUTE_TIMED_OUT':
    case 'DISPUTE_ESCALATED':
    case 'DISPUTE_DECIDED':
      return notification.entityId ? `/${country}/dispute/negotiationstatus/${notification.entityId}` : null;
    // Group classes: the tutor's class list, or the student's seats.
    case 'CLASS_ENROLLED':
      return featureHref(country, 'manageClasses');
    case 'CLASS_SESSION_CANCELLED':
    case 'CLASS_MESSAGE':
      return featureHref(country, 'myOnlineClasses');
    // Feeds: the wall where someone mentioned the reader.
    case 'FEED_MENTION':
      return featureHref(country, 'feeds');
    // Community: the new follower's community profile (entityId is their username).
    case 'COMMUNITY_FOLLOWED':
      return notification.entityId
        ? countryPath(country, communityMemberPath(notification.entityId))
        : featureHref(country, 'community');
    // Reads: the author's own list, where the article and the team's reason are.
    case 'ARTICLE_APPROVED':
    case 'ARTICLE_REJECTED':
    case 'ARTICLE_COMMENTED':
      return featureHref(country, 'readsList');
    // The assignment's title only makes its address readable; its id finds it.
    case 'ASSIGNMENT_POSTED':
      return notification.entityId
        ? assignmentPath(country, {
            title: notification.entityTitle || notification.remarks || 'assignment',
            pvid: notification.entityId,
          })
        : featureHref(country, 'assignmentAcceptance');
    case 'ASSIGNMENT_APPLIED':
      return notification.entityId
        ? assignmentPath(country, {
            title: notification.entityTitle || 'assignment',
            pvid: notification.entityId,
          })
        : featureHref(country, 'assignments');
    default:
      return null;
  }
}
