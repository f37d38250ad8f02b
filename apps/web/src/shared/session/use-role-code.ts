import { useProfile } from './profile-context';
import { useSession } from './use-session';

/**
 * The signed-in person's role code (ROLE_CODES, STAFF_ROLE_CODE), null for a visitor: the loaded profile's, else the
 * one stored at login (known before the profile arrives).
 */
export function useRoleCode(): string | null {
  const { isSignedIn, user } = useSession();
  const { profile } = useProfile();
  return isSignedIn ? (profile?.roleCode ?? user?.role.code ?? null) : null;
}
