import { MAX_FAVOURITES, ROLE_CODES, type MessageKey, type RoleCode } from '@ajar/domain';

/** Who may be kept as a favourite, and how many: pure rules the favourite service applies. */

export interface FavouriteTarget {
  readonly id: string;
  readonly roleCode: RoleCode;
  readonly isActive: boolean;
}

/** Only an active tutor can be a favourite, and never the user themselves. Null means allowed. */
export function favouriteRefusal(
  userId: string,
  target: FavouriteTarget | undefined,
): Extract<MessageKey, 'notFound' | 'ownFavourite'> | null {
  if (!target || target.roleCode !== ROLE_CODES.tutor || !target.isActive) return 'notFound';
  if (target.id === userId) return 'ownFavourite';
  return null;
}

/** How many more favourites fit beside the ones already kept. */
export function favouriteRoom(kept: number): number {
  return Math.max(MAX_FAVOURITES - kept, 0);
}
