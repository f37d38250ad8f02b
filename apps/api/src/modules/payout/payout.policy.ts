import { ROLE_CODES, type RoleCode } from '@ajar/domain';

/** Who may keep bank accounts, and how many: pure rules the payout service applies. */

/** Only tutors are paid out, so only tutors keep bank accounts. */
export function mayKeepBankAccounts(viewer: { readonly roleCode: RoleCode }): boolean {
  return viewer.roleCode === ROLE_CODES.tutor;
}
