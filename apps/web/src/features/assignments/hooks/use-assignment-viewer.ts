import { isCountryCode, type CountryCode } from '@ajar/domain';
import { useRoleCode } from '../../../shared/session/use-role-code';
import { useProfile } from '../../../shared/session/profile-context';
import { useSession } from '../../../shared/session/use-session';

export interface AssignmentViewer {
  readonly isSignedIn: boolean;
  readonly roleCode: string | null;
  /** The signed-in person's own market: assignments live in one (spec section 5). */
  readonly country: CountryCode | null;
}

/** Who is looking: the stored sign-in answers at once, the loaded profile once it arrives. */
export function useAssignmentViewer(): AssignmentViewer {
  const { isSignedIn, user } = useSession();
  const { profile } = useProfile();
  const country = profile?.country ?? user?.country ?? null;
  return {
    isSignedIn,
    roleCode: useRoleCode(),
    country: isSignedIn && isCountryCode(country) ? country : null,
  };
}
