import {
  MARKETS,
  ROLE_CODES,
  completedSections,
  completionPercent,
  isVisibleInSearch,
  userAccount,
  type CountryCode,
  type Gender,
} from '@ajar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError, forbidden, loginRequired } from '../../kernel/domain-error';
import { initialsOf, type ProfileView, users } from '../account';
import type { Viewer } from '../../kernel/viewer';
import { balanceOf } from '../ledger';
import { notifyProfileViewed } from '../notification';
import { curricula } from '../reference';
import { balanceChangeRefused, countsAsProfileView, isOwner, mayViewProfile } from './profile.policy';
import {
  ensureProfile,
  findProfileCore,
  touchProfile,
  type ProfileCore,
  type ProfileLookup,
} from './profile.queries';
import { isPvid } from '../../kernel/ids';
import { profileCurricula, profileViews, profiles } from './profile.tables';

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');

/** A student's balance in their market's currency, from the ledger. */
const balanceOfUser = (executor: Executor, userId: string, country: CountryCode): Promise<number> =>
  balanceOf(executor, userAccount('STUDENT_BALANCE', userId, MARKETS[country].currency));

/** `balanceMinor`: the owner's balance on the ledger (0 for anyone else, who does not see it). */
export function toProfileView(core: ProfileCore, owner: boolean, balanceMinor = 0): ProfileView {
  const { user, role, profile } = core;
  const sections = completedSections(core.facts);
  const percent = completionPercent(sections);
  return {
    // A profile is its user: one pvid for both keeps links and caches simple.
    pvid: user.id,
    userPvid: user.id,
    userCode: user.token,
    firstName: user.firstName,
    lastName: user.lastName,
    initialName: initialsOf(user.firstName, user.lastName),
    email: owner ? user.email : null,
    dateJoined: user.dateJoined,
    dateModified: profile?.dateModified ?? user.dateModified,
    roleCode: role.code,
    roleName: role.name,
    tutorKind: user.tutorKind,
    country: user.country,
    currency: MARKETS[user.country].currency,
    balance: owner ? balanceMinor : null,
    hasBalance: owner ? balanceMinor > 0 : null,
    avatar: user.avatarUrl,
    description: user.description,
    address: user.address,
    dob: owner ? user.dob : null,
    nric: owner ? (profile?.nric ?? null) : null,
    phone: owner ? (profile?.phone ?? null) : null,
    gender: profile?.gender ?? null,
    race: owner ? (profile?.race ?? null) : null,
    referralCode: profile?.referralCode ?? '',
    eventsFromGoogle: owner ? (profile?.eventsFromGoogle ?? false) : null,
    school: profile?.school ?? null,
    isOwner: owner,
    completion: {
      percent,
      sections,
      visibleInSearch: role.code === ROLE_CODES.tutor && isVisibleInSearch(percent),
    },
    testimonialCount: core.testimonialCount,
    reviewCount: core.reviewCount,
    averageRating: core.averageRating,
  };
}

/** The core row, creating the profile row first if this user never had one. */
async function loadCore(executor: Executor, lookup: ProfileLookup): Promise<ProfileCore | undefined> {
  const core = await findProfileCore(executor, lookup);
  if (!core || core.profile) return core;
  // A new row was last modified when the account was.
  await ensureProfile(executor, core.user.id, core.user.dateModified);
  return findProfileCore(executor, { userId: core.user.id });
}

/** The viewer's own profile, with every private field. */
export async function ownProfile(executor: Executor, viewer: Viewer): Promise<ProfileView> {
  const core = await loadCore(executor, { userId: viewer.userId });
  if (!core) throw notFound();
  return toProfileView(core, true, await balanceOfUser(executor, core.user.id, core.user.country));
}

export interface ProfileRequest {
  readonly userPvid?: string | null | undefined;
  readonly code?: string | null | undefined;
  readonly source?: string | null | undefined;
}

/**
 * getProfile: no arguments = the viewer's own (UNAUTHENTICATED for a visitor); a userPvid or a code
 * (the profile token) = that user's profile as the viewer may see it. A signed-in non-owner opening it
 * by code or from search is counted as a view.
 */
export async function getProfile(
  deps: Deps,
  viewer: Viewer | null,
  request: ProfileRequest,
): Promise<ProfileView> {
  const userPvid = request.userPvid?.trim();
  const code = request.code?.trim();
  if (!userPvid && !code) {
    if (!viewer) throw loginRequired();
    return ownProfile(deps.db, viewer);
  }
  if (userPvid && !isPvid(userPvid)) throw notFound();
  const lookup: ProfileLookup = userPvid ? { userId: userPvid } : { token: code ?? '' };
  const core = await loadCore(deps.db, lookup);
  const owner = core
    ? {
        userId: core.user.id,
        roleCode: core.role.code,
        isActive: core.user.isActive,
        verified: core.user.verified,
      }
    : null;
  if (!core || !owner || !mayViewProfile(viewer, owner)) throw notFound();

  if (countsAsProfileView(viewer, owner.userId, { byCode: !userPvid, source: request.source }) && viewer) {
    await deps.db.insert(profileViews).values({
      viewerUserId: viewer.userId,
      viewedUserId: owner.userId,
      source: request.source?.slice(0, 16) ?? 'CODE',
      viewedAt: deps.clock.now(),
    });
    await notifyProfileViewed(deps, { tutorId: owner.userId, viewerId: viewer.userId });
  }
  const owns = isOwner(viewer, owner.userId);
  return toProfileView(core, owns, owns ? await balanceOfUser(deps.db, core.user.id, core.user.country) : 0);
}

// ---------- about me ----------

export interface BasicProfileChange {
  readonly desc?: string | null | undefined;
  readonly address?: string | null | undefined;
}

/** updateBasicProfile: the "About me" text and the address (absent = unchanged, empty = cleared). */
export async function updateBasicProfile(
  deps: Deps,
  viewer: Viewer,
  change: BasicProfileChange,
): Promise<ProfileView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(change.desc !== undefined ? { description: change.desc } : {}),
        ...(change.address !== undefined ? { address: change.address } : {}),
        dateModified: now,
      })
      .where(eq(users.id, viewer.userId));
    await touchProfile(tx, viewer.userId, now);
    return ownProfile(tx, viewer);
  });
}

export interface ProfileChange {
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly dob?: string | null | undefined;
  readonly nric?: string | null | undefined;
  readonly phone?: string | null | undefined;
  readonly gender?: Gender | null | undefined;
  readonly race?: string | null | undefined;
  readonly address?: string | null | undefined;
  readonly description?: string | null | undefined;
  readonly eventsFromGoogle?: boolean | null | undefined;
  readonly balance?: number | null | undefined;
  readonly hasBalance?: boolean | null | undefined;
}

/** Picks the fields that were sent (undefined = not sent). */
function sent<Change extends object, Key extends keyof Change>(
  change: Change,
  keys: readonly Key[],
): Partial<Pick<Change, Key>> {
  const picked: Partial<Pick<Change, Key>> = {};
  for (const key of keys) if (change[key] !== undefined) picked[key] = change[key];
  return picked;
}

/**
 * updateProfile: names (never emptied), personal details and "About me". balance and hasBalance are
 * accepted only unchanged (FORBIDDEN otherwise): money moves through the ledger alone.
 */
export async function updateProfile(deps: Deps, viewer: Viewer, change: ProfileChange): Promise<ProfileView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: users.id, country: users.country })
      .from(users)
      .where(eq(users.id, viewer.userId))
      .for('update');
    if (!current) throw notFound();
    const balance = await balanceOfUser(tx, current.id, current.country);
    if (balanceChangeRefused({ balance, hasBalance: balance > 0 }, change)) {
      throw forbidden();
    }
    const names = {
      ...(change.firstName ? { firstName: change.firstName } : {}),
      ...(change.lastName ? { lastName: change.lastName } : {}),
    };
    await tx
      .update(users)
      .set({ ...names, ...sent(change, ['dob', 'address', 'description']), dateModified: now })
      .where(eq(users.id, viewer.userId));
    const details = sent(change, ['nric', 'phone', 'gender', 'race']);
    const events =
      change.eventsFromGoogle === undefined || change.eventsFromGoogle === null
        ? {}
        : { eventsFromGoogle: change.eventsFromGoogle };
    await tx
      .insert(profiles)
      .values({ userId: viewer.userId, ...details, ...events, dateModified: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...details, ...events, dateModified: now } });
    return ownProfile(tx, viewer);
  });
}

/** updateSchoolProfile: the school a student attends or a tutor teaches at (empty clears it). */
export async function updateSchool(deps: Deps, viewer: Viewer, school: string | null): Promise<ProfileView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ userId: viewer.userId, school, dateModified: now })
      .onConflictDoUpdate({ target: profiles.userId, set: { school, dateModified: now } });
    return ownProfile(tx, viewer);
  });
}

/** updateProfileCurriculum: replaces the list with curricula of the viewer's market, in the order given. */
export async function updateCurricula(
  deps: Deps,
  viewer: Viewer,
  curriculumIds: readonly string[],
): Promise<ProfileView> {
  const wanted = [...new Set(curriculumIds)];
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: curricula.id })
        .from(curricula)
        .where(and(inArray(curricula.id, wanted), eq(curricula.country, viewer.country)));
      const known = new Set(found.map((row) => row.id));
      const unknown = wanted.findIndex((id) => !known.has(id));
      if (unknown >= 0) {
        const index = curriculumIds.indexOf(wanted[unknown] ?? '');
        throw new DomainError('BAD_USER_INPUT', 'curriculumRequired', {
          [`list.${index}`]: 'curriculumRequired',
        });
      }
    }
    await tx.delete(profileCurricula).where(eq(profileCurricula.userId, viewer.userId));
    if (wanted.length > 0) {
      await tx
        .insert(profileCurricula)
        .values(
          wanted.map((curriculumId, sortOrder) => ({ userId: viewer.userId, curriculumId, sortOrder })),
        );
    }
    await touchProfile(tx, viewer.userId, now);
    return ownProfile(tx, viewer);
  });
}
