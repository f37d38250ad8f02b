import {
  MARKETS,
  STORAGE_PACKAGES,
  TUTOR_FILE_MAX_BYTES,
  TUTOR_STORAGE_QUOTA_BYTES,
  storagePackageOf,
  systemAccount,
  userAccount,
  type CurrencyCode,
  type StoragePaymentMethod,
} from '@ajar/domain';
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { spendCredits } from '../credits';
import { postTransactions } from '../ledger';
import { quotaOf } from './tutor-files.policy';
import {
  boughtBytesOf,
  insertPurchase,
  lockStorageOf,
  purchasesOf,
  usedBytesOf,
} from './tutor-files.queries';
import { assertKeepsFiles } from './tutor-files.service';
import type { StoragePurchaseView, TutorStorageView } from './tutor-files.shapes';
import type { StoragePurchaseRow } from './tutor-files.tables';

const GIB = 1024 * 1024 * 1024;

/** myTutorStorage: what the tutor's files take, and their quota (the free one plus what they bought). */
export async function storageOf(deps: Deps, viewer: Viewer): Promise<TutorStorageView> {
  assertKeepsFiles(viewer);
  const [usedBytes, boughtBytes] = await Promise.all([
    usedBytesOf(deps.db, viewer.userId),
    boughtBytesOf(deps.db, viewer.userId),
  ]);
  return {
    usedBytes,
    boughtBytes,
    freeQuotaBytes: TUTOR_STORAGE_QUOTA_BYTES,
    quotaBytes: quotaOf(boughtBytes),
    maxFileBytes: TUTOR_FILE_MAX_BYTES,
  };
}

/** The packages on sale, priced in credits and in the viewer's market's currency. */
export function storagePackagesFor(viewer: Viewer | null) {
  const currency: CurrencyCode = MARKETS[viewer?.country ?? 'sg'].currency;
  return STORAGE_PACKAGES.map((option) => ({
    code: option.code,
    bytes: option.bytes,
    credits: option.credits,
    priceMinor: option.priceMinor[currency],
    currency,
  }));
}

function purchaseView(row: StoragePurchaseRow): StoragePurchaseView {
  return {
    id: row.id,
    packageCode: row.packageCode,
    bytes: row.bytes,
    paidWith: row.paidWith,
    credits: row.credits,
    amountMinor: row.amountMinor,
    currency: (row.currency as CurrencyCode | null) ?? null,
    createdAt: row.createdAt,
  };
}

export async function storagePurchasesOf(deps: Deps, viewer: Viewer): Promise<StoragePurchaseView[]> {
  assertKeepsFiles(viewer);
  return (await purchasesOf(deps.db, viewer.userId)).map(purchaseView);
}

/**
 * buyCloudStorage: a package paid with credits (spent through the credits area) or with the tutor's balance
 * (STUDENT_BALANCE → PLATFORM_FEES, one balanced ledger transaction), written with the purchase in one
 * database transaction: too few credits or too little balance, and nothing is. The quota grows at once.
 */
export async function buyCloudStorage(
  deps: Deps,
  viewer: Viewer,
  input: { readonly packageCode: string; readonly paidWith: StoragePaymentMethod },
): Promise<{ purchase: StoragePurchaseView; storage: TutorStorageView }> {
  assertKeepsFiles(viewer);
  const option = storagePackageOf(input.packageCode);
  if (!option)
    throw new DomainError('BAD_USER_INPUT', 'storagePackageInvalid', {
      packageCode: 'storagePackageInvalid',
    });
  const now = deps.clock.now();
  const currency = MARKETS[viewer.country].currency;
  const byBalance = input.paidWith === 'BALANCE';
  const id = randomUUID();
  const row = await deps.db.transaction(async (tx) => {
    await lockStorageOf(tx, viewer.userId);
    const gigabytes = Math.round(option.bytes / GIB);
    if (byBalance) {
      const amount = option.priceMinor[currency];
      await postTransactions(tx, [
        {
          kind: 'STORAGE_PURCHASE',
          idempotencyKey: `storage:${id}`,
          reference: { type: 'storage_purchase', id },
          entries: [
            { account: userAccount('STUDENT_BALANCE', viewer.userId, currency), amountMinor: -amount },
            { account: systemAccount('PLATFORM_FEES', currency), amountMinor: amount },
          ],
        },
      ]);
    } else {
      await spendCredits(tx, {
        userId: viewer.userId,
        credits: option.credits,
        key: `storage:${id}`,
        reference: { type: 'storage_purchase', id },
        type: 'STORAGE',
        reason: 'Cloud storage',
        description: `+${gigabytes} GB`,
        now,
      });
    }
    return insertPurchase(tx, {
      id,
      userId: viewer.userId,
      packageCode: option.code,
      bytes: option.bytes,
      paidWith: input.paidWith,
      credits: byBalance ? 0 : option.credits,
      amountMinor: byBalance ? option.priceMinor[currency] : 0,
      currency: byBalance ? currency : null,
      createdAt: now,
    });
  });
  return { purchase: purchaseView(row), storage: await storageOf(deps, viewer) };
}
