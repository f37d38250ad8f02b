import {
  BRAND,
  COMMUNITY_TEAM_MAX,
  languageForCountry,
  STAFF_ROLE_CODE,
  type CountryCode,
  type Language,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { notify } from '../notification';
import {
  deleteFollow,
  insertFollow,
  isFollowingRow,
  lastActivityOf,
  memberById,
  memberByUsername,
  teamOf,
  upsertCommunityProfile,
  type MemberRow,
} from './community-members.queries';
import { assertMayFollow } from './community.policy';
import {
  toProfileView,
  type BrandIconView,
  type CommunityProfileView,
  type FollowView,
} from './community.shapes';

const memberNotFound = (): DomainError => new DomainError('NOT_FOUND', 'communityMemberNotFound');

const view = (row: MemberRow) => toProfileView(row, row.roleCode === STAFF_ROLE_CODE);

async function member(deps: Deps, userId: string): Promise<MemberRow> {
  const row = isPvid(userId) ? await memberById(deps.db, userId) : undefined;
  if (!row) throw memberNotFound();
  return row;
}

/** getUserInfo: a member's community profile, by user id or by username. */
export async function getUserInfo(
  deps: Deps,
  who: { readonly userId?: string | undefined; readonly username?: string | undefined },
): Promise<CommunityProfileView> {
  if (who.userId) return view(await member(deps, who.userId));
  const row = who.username ? await memberByUsername(deps.db, who.username) : undefined;
  if (!row) throw memberNotFound();
  return view(row);
}

/** The market of the member `userId` (the spec gives getUsersTeam and getBrandIcon a userId). */
export async function marketOfMember(deps: Deps, userId: string): Promise<CountryCode> {
  return (await member(deps, userId)).country;
}

/** getUsersTeam: the Ajar team of the market, shown in the community's sidebar. */
export async function getUsersTeam(deps: Deps, country: CountryCode): Promise<CommunityProfileView[]> {
  return (await teamOf(deps.db, country, COMMUNITY_TEAM_MAX)).map(view);
}

/** getUserLastActivity: when the member last posted, answered or commented; null if never. */
export async function getUserLastActivity(deps: Deps, userId: string): Promise<Date | null> {
  await member(deps, userId);
  return lastActivityOf(deps.db, userId);
}

/** The community's name in each market's language. */
const COMMUNITY_NAME: Readonly<Record<Language, string>> = {
  en: `${BRAND.name} Community`,
  id: `Komunitas ${BRAND.name}`,
};

/** getBrandIcon: the brand's mark for the market's community header, named in the market's language. */
export function getBrandIcon(country: CountryCode): BrandIconView {
  return { name: COMMUNITY_NAME[languageForCountry(country)], url: '/favicon.svg', country };
}

export async function isFollowing(deps: Deps, viewer: Viewer, userId: string): Promise<boolean> {
  if (!isPvid(userId)) return false;
  return isFollowingRow(deps.db, viewer.userId, userId);
}

async function followView(deps: Deps, viewer: Viewer, userId: string): Promise<FollowView> {
  const [following, row] = await Promise.all([
    isFollowingRow(deps.db, viewer.userId, userId),
    member(deps, userId),
  ]);
  return { userId, isFollowing: following, followers: row.followers };
}

/** followUser: idempotent; only the first follow notifies the member followed. */
export async function followUser(deps: Deps, viewer: Viewer, userId: string): Promise<FollowView> {
  assertMayFollow(viewer, userId);
  await member(deps, userId);
  const created = await insertFollow(deps.db, viewer.userId, userId, deps.clock.now());
  if (created) {
    const follower = await member(deps, viewer.userId);
    await notify(deps, {
      userId,
      code: 'COMMUNITY_FOLLOWED',
      entityId: follower.username,
      remarks: `${follower.firstName} ${follower.lastName}`.trim(),
    });
  }
  return followView(deps, viewer, userId);
}

/** unfollowUser: idempotent. */
export async function unfollowUser(deps: Deps, viewer: Viewer, userId: string): Promise<FollowView> {
  assertMayFollow(viewer, userId);
  await member(deps, userId);
  await deleteFollow(deps.db, viewer.userId, userId);
  return followView(deps, viewer, userId);
}

export async function updateCommunityProfile(
  deps: Deps,
  viewer: Viewer,
  fields: {
    readonly title: string | null;
    readonly description: string | null;
    readonly website: string | null;
    readonly location: string | null;
  },
): Promise<CommunityProfileView> {
  await upsertCommunityProfile(deps.db, viewer.userId, fields, deps.clock.now());
  return view(await member(deps, viewer.userId));
}
