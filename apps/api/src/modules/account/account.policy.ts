import { ROLE_CODES, type MessageKey, type RoleCode, type TutorKind } from '@ajar/domain';

interface SignInState {
  readonly verified: boolean;
  readonly isActive: boolean;
  readonly suspendedAt?: Date | null;
}

/** Why a user with the right password may still not sign in, or null when they may. */
export function signInRefusal(user: SignInState): MessageKey | null {
  if (user.suspendedAt) return 'accountSuspended';
  if (!user.isActive) return 'accountDeactivated';
  if (!user.verified) return 'accountNotVerified';
  return null;
}

/** `register` takes people (students, tutors); companies go through `registerCompany`. */
export function mayRegisterAsPerson(role: { readonly code: RoleCode; readonly isPrivate: boolean }): boolean {
  return !role.isPrivate && (role.code === ROLE_CODES.student || role.code === ROLE_CODES.tutor);
}

export function mayRegisterAsCompany(role: {
  readonly code: RoleCode;
  readonly isPrivate: boolean;
}): boolean {
  return !role.isPrivate && role.code === ROLE_CODES.company;
}

/** Only tutors have a kind; a tutor who does not say is academic. */
export function tutorKindFor(roleCode: RoleCode, requested: TutorKind | null | undefined): TutorKind | null {
  return roleCode === ROLE_CODES.tutor ? (requested ?? 'ACADEMIC') : null;
}

/** Whether a mail may be sent to this account (activation resends, reset links). */
export function mayReceiveActivation(user: SignInState): boolean {
  return user.isActive && !user.verified;
}

export function mayResetPassword(user: SignInState): boolean {
  return user.isActive;
}
