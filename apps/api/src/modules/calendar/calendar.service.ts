import { BRAND, SLOT_HOLDING_STATUSES } from '@ajar/domain';
import type { Deps } from '../../deps';
import { secretBox } from '../../infra/crypto/secret-box';
import { DomainError } from '../../kernel/domain-error';
import { hashSecret, newSecret } from '../../infra/crypto/tokens';
import type { Viewer } from '../../kernel/viewer';
import { renderIcal, type IcalEvent } from './calendar-ical';
import { mayHaveCalendarFeed } from './calendar.policy';
import {
  calendarFeedOf,
  feedOwnerByTokenHash,
  hasGoogleCalendarLink,
  replaceCalendarFeed,
  saveGoogleCalendarLink,
  tutorFeedBookings,
  type FeedBookingRow,
} from './calendar.queries';
import type { CalendarFeedLinkView, CalendarFeedView, GoogleCalendarStatusView } from './calendar.shapes';
import { exchangeGoogleCode } from './google-oauth';

/** The feed shows lessons from this long ago on (and everything ahead). */
export const FEED_PAST_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** What newSecret makes: 32 bytes, base64url. Anything else is not worth a database lookup. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const feedUrl = (deps: Deps, token: string) => `${deps.config.publicUrl}/calendar/${token}.ics`;

/** createCalendarFeed: a new private feed URL for the tutor; an older one stops working. */
export async function createCalendarFeed(deps: Deps, viewer: Viewer): Promise<CalendarFeedLinkView> {
  if (!mayHaveCalendarFeed(viewer)) throw new DomainError('FORBIDDEN', 'forbidden');
  const token = newSecret();
  const now = deps.clock.now();
  await replaceCalendarFeed(deps.db, viewer.userId, hashSecret(token), now);
  return { url: feedUrl(deps, token), createdAt: now };
}

/** getCalendarFeed: only whether a feed exists; its URL was shown once, when made. */
export async function calendarFeedInfo(deps: Deps, viewer: Viewer): Promise<CalendarFeedView> {
  const feed = await calendarFeedOf(deps.db, viewer.userId);
  return { exists: feed !== undefined, createdAt: feed?.createdAt ?? null };
}

function toEvent(row: FeedBookingRow): IcalEvent {
  return {
    uid: `${row.id}@${BRAND.slug}`,
    start: row.startTime,
    end: row.endTime,
    summary: `${row.subjectName} (${row.levelName}) with ${row.studentFirstName} ${row.studentLastName}`,
    location: row.location,
    description: row.notes,
    status: row.status === 'PENDING' ? 'TENTATIVE' : 'CONFIRMED',
    created: row.createdAt,
    lastModified: row.updatedAt,
  };
}

/** GET /calendar/{token}.ics: the tutor's lessons as iCalendar text, or null for an unknown token. */
export async function calendarFeedText(deps: Deps, token: string): Promise<string | null> {
  if (!FEED_TOKEN.test(token)) return null;
  const tutorId = await feedOwnerByTokenHash(deps.db, hashSecret(token));
  if (!tutorId) return null;
  const now = deps.clock.now();
  const rows = await tutorFeedBookings(
    deps.db,
    tutorId,
    SLOT_HOLDING_STATUSES,
    new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
  );
  return renderIcal({
    productId: `-//${BRAND.name}//Tutor lessons//EN`,
    name: `${BRAND.name} lessons`,
    stamp: now,
    events: rows.map(toEvent),
  });
}

/** checkGoogleToken */
export async function googleCalendarStatus(deps: Deps, viewer: Viewer): Promise<GoogleCalendarStatusView> {
  return {
    configured: deps.config.google !== undefined,
    linked: await hasGoogleCalendarLink(deps.db, viewer.userId),
  };
}

/** createGoogleToken: exchanges the authorization code and keeps Google's refresh token. */
export async function linkGoogleCalendar(deps: Deps, viewer: Viewer, code: string): Promise<void> {
  const google = deps.config.google;
  if (!google) throw new DomainError('CONFLICT', 'googleNotConfigured');
  let refreshToken: string;
  try {
    refreshToken = await exchangeGoogleCode(google, code, `${deps.config.publicUrl}/redirect`);
  } catch {
    throw new DomainError('BAD_USER_INPUT', 'googleLinkFailed');
  }
  const sealed = secretBox(deps.config.tokenEncryptionKey).seal(refreshToken);
  await saveGoogleCalendarLink(deps.db, viewer.userId, sealed, deps.clock.now());
}
