export const ROLE_CODES = { student: 'STDN', tutor: 'TTR0', company: 'CMPN' } as const;
/**
 * The Ajar team: an internal role, not one of the spec's. Its role row is private (never offered at
 * sign-up); staff accounts are made only by `npm run staff:create`.
 */
export const STAFF_ROLE_CODE = 'STAF' as const;
export type RoleCode = (typeof ROLE_CODES)[keyof typeof ROLE_CODES] | typeof STAFF_ROLE_CODE;
export const ALL_ROLE_CODES: readonly RoleCode[] = [...Object.values(ROLE_CODES), STAFF_ROLE_CODE];

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ALL_ROLE_CODES as readonly string[]).includes(value);
}

/** A tutor account (TTR0) is academic, lifelong (coach) or counselling; changeable later. */
export const TUTOR_KINDS = ['ACADEMIC', 'LIFELONG', 'COUNSELLING'] as const;
export type TutorKind = (typeof TUTOR_KINDS)[number];
