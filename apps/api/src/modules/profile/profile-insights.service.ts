import {
  DEFAULT_COUNTRY,
  MARKETS,
  PROFILE_ROUTES,
  PROFILE_VIEWERS_MAX,
  PROFILE_VIEW_WINDOWS_DAYS,
  ROLE_CODES,
  SKILL_SUGGESTIONS_MAX,
  countryPath,
  majorToMinor,
  type CountryCode,
  type ProfileSection,
} from '@ajar/domain';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { lockKey } from '../../db/advisory-lock';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { sendMail } from '../../infra/mail/send-mail';
import { roles, users } from '../account';
import type { Viewer } from '../../kernel/viewer';
import { completionRequestMail } from './profile.mails';
import type { ProfileViewStatsView, SuggestionPriceView } from './profile.shapes';
import { profileCompletionRequests, profileViews, skills } from './profile.tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** listWhoViewedProfile: distinct viewers over the last 1, 2 and 4 weeks, and the latest of them. */
export async function profileViewStats(deps: Deps, viewer: Viewer): Promise<ProfileViewStatsView> {
  const now = deps.clock.now().getTime();
  const since = (days: number) => new Date(now - days * DAY_MS);
  const windowStart = since(PROFILE_VIEW_WINDOWS_DAYS.oneMonth);
  const distinctSince = (days: number) =>
    sql<number>`count(distinct ${profileViews.viewerUserId}) filter (where ${profileViews.viewedAt} >= ${since(days)})`.mapWith(
      Number,
    );
  const [counts] = await deps.db
    .select({
      oneWeek: distinctSince(PROFILE_VIEW_WINDOWS_DAYS.oneWeek),
      twoWeeks: distinctSince(PROFILE_VIEW_WINDOWS_DAYS.twoWeeks),
      oneMonth: distinctSince(PROFILE_VIEW_WINDOWS_DAYS.oneMonth),
    })
    .from(profileViews)
    .where(and(eq(profileViews.viewedUserId, viewer.userId), gte(profileViews.viewedAt, windowStart)));

  const latest = sql<Date>`max(${profileViews.viewedAt})`.mapWith(profileViews.viewedAt);
  const viewers = await deps.db
    .select({
      userPvid: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatarUrl,
      viewedAt: latest,
    })
    .from(profileViews)
    .innerJoin(users, eq(users.id, profileViews.viewerUserId))
    .where(and(eq(profileViews.viewedUserId, viewer.userId), gte(profileViews.viewedAt, windowStart)))
    .groupBy(users.id)
    .orderBy(desc(latest))
    .limit(PROFILE_VIEWERS_MAX);

  return {
    oneWeek: counts?.oneWeek ?? 0,
    twoWeeks: counts?.twoWeeks ?? 0,
    oneMonth: counts?.oneMonth ?? 0,
    viewers,
  };
}

/** findSkills: names tutors already use that contain `filter` (any case), one spelling each, at most 10. */
export async function findSkillNames(deps: Deps, filter: string): Promise<string[]> {
  const needle = filter.trim().toLowerCase().slice(0, 100);
  const pattern = `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const name = sql<string>`min(${skills.name})`;
  const rows = await deps.db
    .select({ name })
    .from(skills)
    .where(needle ? sql`lower(${skills.name}) like ${pattern}` : undefined)
    .groupBy(sql`lower(${skills.name})`)
    .orderBy(sql`length(min(${skills.name}))`, sql`lower(${skills.name})`)
    .limit(SKILL_SUGGESTIONS_MAX);
  return rows.map((row) => row.name);
}

/** getSuggestionPrice: the market's price settings (spec section 9) in minor units. */
export function suggestionPrice(country: CountryCode): SuggestionPriceView {
  const market = MARKETS[country];
  const minor = (major: number) => majorToMinor(major, market.currency);
  return {
    country,
    currency: market.currency,
    suggestionMin: minor(market.suggestionRange.min),
    suggestionMax: minor(market.suggestionRange.max),
    minimumTariff: minor(market.minimumTariff),
    sliderMin: minor(market.sliderRange.min),
    sliderMax: minor(market.sliderRange.max),
    sliderStep: minor(market.sliderStep),
  };
}

export function suggestionCountry(requested: CountryCode | null, viewer: Viewer | null): CountryCode {
  return requested ?? viewer?.country ?? DEFAULT_COUNTRY;
}

/** One mail per asker, tutor and section a day: repeated asks succeed without mailing again. */
const COMPLETION_REQUEST_QUIET_MS = DAY_MS;

/** profileCompletionRequest: mails a tutor asking them to complete a section of their profile. */
export async function requestProfileCompletion(
  deps: Deps,
  viewer: Viewer,
  request: { readonly userPvid: string; readonly section: ProfileSection; readonly messages?: string | null },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const people = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        country: users.country,
        roleCode: roles.code,
        isActive: users.isActive,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(inArray(users.id, [request.userPvid, viewer.userId]));
    const tutor = people.find((person) => person.id === request.userPvid);
    const asker = people.find((person) => person.id === viewer.userId);
    if (!tutor || !asker || tutor.roleCode !== ROLE_CODES.tutor || !tutor.isActive) {
      throw new DomainError('NOT_FOUND', 'notFound');
    }
    // Two asks at once look for a recent one in turn, so they mail once.
    await lockKey(tx, 'ASKS', `${viewer.userId}:${tutor.id}:${request.section}`);
    const [recent] = await tx
      .select({ id: profileCompletionRequests.id })
      .from(profileCompletionRequests)
      .where(
        and(
          eq(profileCompletionRequests.requesterUserId, viewer.userId),
          eq(profileCompletionRequests.tutorUserId, tutor.id),
          eq(profileCompletionRequests.section, request.section),
          gte(profileCompletionRequests.createdAt, new Date(now.getTime() - COMPLETION_REQUEST_QUIET_MS)),
        ),
      )
      .limit(1);
    if (recent) return;
    await tx.insert(profileCompletionRequests).values({
      requesterUserId: viewer.userId,
      tutorUserId: tutor.id,
      section: request.section,
      createdAt: now,
    });
    const link = `${deps.config.publicUrl}${countryPath(tutor.country, PROFILE_ROUTES.me)}`;
    const askerName = `${asker.firstName} ${asker.lastName}`.trim();
    await sendMail(
      tx,
      completionRequestMail(tutor, askerName, request.section, request.messages ?? null, link),
      now,
    );
  });
}

/** Each week's distinct viewers of the user's profile, for the tutor's Analytics (weeks in order, [from, to)). */
export async function profileViewersPerWeek(
  executor: Executor,
  userId: string,
  weeks: readonly { readonly from: Date; readonly to: Date }[],
): Promise<number[]> {
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return [];
  const rows = await executor
    .select({ viewer: profileViews.viewerUserId, at: profileViews.viewedAt })
    .from(profileViews)
    .where(
      and(
        eq(profileViews.viewedUserId, userId),
        gte(profileViews.viewedAt, first.from),
        lt(profileViews.viewedAt, last.to),
      ),
    );
  return weeks.map(
    (week) =>
      new Set(rows.filter((row) => row.at >= week.from && row.at < week.to).map((row) => row.viewer)).size,
  );
}

/** Profile views as they happened, for the demo seed's analytics history. */
export async function seedProfileViews(
  executor: Executor,
  views: readonly { readonly viewerUserId: string; readonly viewedUserId: string; readonly viewedAt: Date }[],
): Promise<void> {
  if (views.length > 0) await executor.insert(profileViews).values([...views]);
}
