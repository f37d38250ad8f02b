import { ROLE_CODES, type RoleCode } from '@ajar/domain';

/** Who may see and change which parts of a profile: pure rules, used by services (and scopes). */

interface ViewerLike {
  readonly userId: string;
  readonly roleCode: RoleCode;
}

interface ProfileOwnerState {
  readonly userId: string;
  readonly roleCode: RoleCode;
  readonly isActive: boolean;
  readonly verified: boolean;
}

export function isOwner(viewer: ViewerLike | null, ownerUserId: string): boolean {
  return viewer !== null && viewer.userId === ownerUserId;
}

/**
 * Public profiles are tutors' (coaches and counsellors are tutors too): a student's or company's
 * profile, or an account that is deactivated or not yet activated, is visible to its owner only.
 */
export function mayViewProfile(viewer: ViewerLike | null, owner: ProfileOwnerState): boolean {
  if (isOwner(viewer, owner.userId)) return true;
  return owner.roleCode === ROLE_CODES.tutor && owner.isActive && owner.verified;
}

/** Subjects, counselling, lifelong subjects, experience, certificates and intro videos are tutors' sections. */
export function mayEditTutorSections(viewer: ViewerLike): boolean {
  return viewer.roleCode === ROLE_CODES.tutor;
}

/** A signed-in non-owner opening a profile by its code, or from search, counts as a view. */
export function countsAsProfileView(
  viewer: ViewerLike | null,
  ownerUserId: string,
  opened: { readonly byCode: boolean; readonly source: string | null | undefined },
): boolean {
  if (!viewer || isOwner(viewer, ownerUserId)) return false;
  return opened.byCode || opened.source === PROFILE_VIEW_SOURCE_SEARCH;
}

export const PROFILE_VIEW_SOURCE_SEARCH = 'SRCH';

/** Money only moves through the ledger: updateProfile may repeat the balance, never change it. */
export function balanceChangeRefused(
  current: { readonly balance: number; readonly hasBalance: boolean },
  requested: { readonly balance?: number | null; readonly hasBalance?: boolean | null },
): boolean {
  const balanceChanged =
    requested.balance !== undefined && requested.balance !== null && requested.balance !== current.balance;
  const flagChanged =
    requested.hasBalance !== undefined &&
    requested.hasBalance !== null &&
    requested.hasBalance !== current.hasBalance;
  return balanceChanged || flagChanged;
}

/** Only the tutor may not review themselves; anyone else, guests included, may. */
export function mayReviewTutor(viewer: ViewerLike | null, tutorUserId: string): boolean {
  return !isOwner(viewer, tutorUserId);
}
