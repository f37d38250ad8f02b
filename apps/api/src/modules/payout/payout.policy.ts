import { MAX_BANK_ACCOUNTS, ROLE_CODES, type RoleCode } from '@ajar/domain';

/** Who may keep bank accounts, and how many: pure rules the payout service applies. */

/** Only tutors are paid out, so only tutors keep bank accounts. */
export function mayKeepBankAccounts(viewer: { readonly roleCode: RoleCode }): boolean {
  return viewer.roleCode === ROLE_CODES.tutor;
}

/** Whether one more live account fits beside the ones kept. */
export function hasRoomForBankAccount(kept: number): boolean {
  return kept < MAX_BANK_ACCOUNTS;
}
