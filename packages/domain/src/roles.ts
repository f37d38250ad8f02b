export const ROLE_CODES = { student: 'STDN', tutor: 'TTR0', company: 'CMPN' } as const;
export type RoleCode = (typeof ROLE_CODES)[keyof typeof ROLE_CODES];
export const ALL_ROLE_CODES: readonly RoleCode[] = Object.values(ROLE_CODES);

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ALL_ROLE_CODES as readonly string[]).includes(value);
}

/** A tutor account (TTR0) is academic, lifelong (coach) or counselling; changeable later. */
export const TUTOR_KINDS = ['ACADEMIC', 'LIFELONG', 'COUNSELLING'] as const;
export type TutorKind = (typeof TUTOR_KINDS)[number];
