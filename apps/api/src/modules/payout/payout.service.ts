import { MAX_BANK_ACCOUNTS, type BankAccountInput } from '@ajar/domain';
import type { Deps } from '../../deps';
import { admitUnderLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { isPvid } from '../../kernel/ids';
import { mayKeepBankAccounts } from './payout.policy';
import {
  countLiveBankAccounts,
  insertBankAccount,
  liveBankAccountsOf,
  payoutViewsOf,
  softDeleteBankAccount,
} from './payout.queries';
import type { BankAccountView, PayoutView } from './payout.shapes';

/** getPayouts answers at most this many, newest first. */
export const PAYOUTS_LIST_MAX = 100;

/** getUsersBankAccounts: the viewer's live bank accounts, newest first. */
export function listBankAccounts(deps: Deps, viewer: Viewer): Promise<BankAccountView[]> {
  return liveBankAccountsOf(deps.db, viewer.userId);
}

const BANK_ACCOUNT_LIMIT: PersonLimit = {
  name: 'bank-accounts',
  max: MAX_BANK_ACCOUNTS,
  windowMs: null,
  refusal: () => new DomainError('BAD_USER_INPUT', 'tooManyBankAccounts'),
};

/** addBankAccount: a tutor adds an account to be paid out to (at most MAX_BANK_ACCOUNTS live ones). */
export async function addBankAccount(
  deps: Deps,
  viewer: Viewer,
  input: BankAccountInput,
): Promise<BankAccountView> {
  if (!mayKeepBankAccounts(viewer)) throw new DomainError('FORBIDDEN', 'forbidden');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await admitUnderLimit(tx, BANK_ACCOUNT_LIMIT, viewer.userId, now, () =>
      countLiveBankAccounts(tx, viewer.userId),
    );
    return insertBankAccount(tx, viewer.userId, input, now);
  });
}

/** deleteBankAccount: the account stays for the payouts that name it, but is no longer used or listed. */
export async function deleteBankAccount(deps: Deps, viewer: Viewer, accountId: string): Promise<void> {
  const deleted =
    isPvid(accountId) &&
    (await softDeleteBankAccount(deps.db, viewer.userId, accountId.toLowerCase(), deps.clock.now()));
  if (!deleted) throw new DomainError('NOT_FOUND', 'notFound');
}

/** getPayouts: money sent to the viewer's bank accounts, newest first. */
export function listPayouts(deps: Deps, viewer: Viewer): Promise<PayoutView[]> {
  return payoutViewsOf(deps.db, viewer.userId, PAYOUTS_LIST_MAX);
}
