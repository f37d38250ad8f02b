import {
  MARKETS,
  ROLE_CODES,
  isVoucherCode,
  normalizeVoucherCode,
  systemAccount,
  userAccount,
  voucherFeeBalanceMinor,
  voucherFeeTierOf,
  voucherValidityOf,
  type VoucherFeeTier,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Transaction } from '../../db/client';
import { UNIQUE_VIOLATION, postgresConstraint, postgresErrorCode } from '../../db/postgres-error';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { spendCredits } from '../credits';
import { postTransactions } from '../ledger';
import {
  claimUsedElsewhere,
  deleteClaim,
  giveBackOneUsage,
  insertClaim,
  insertVoucher,
  lockClaim,
  lockVoucher,
  markVoucherDeleted,
  takeOneUsage,
  voucherRecordById,
} from './voucher.queries';
import { voucherView, type CreateVoucherInput, type VoucherView } from './voucher.shapes';
import { vouchers, type VoucherClaimRow, type VoucherRow } from './voucher.tables';

const DAY_MS = 86_400_000;

/** Who claims: a student of a market. */
export type Claimant = Pick<Viewer, 'userId' | 'country'>;
const invalid = (field: string, key: ConstructorParameters<typeof DomainError>[1]) =>
  new DomainError('BAD_USER_INPUT', key, { [field]: key });

/** The discount's terms as stored, or the rule they break. */
function discountColumns(viewer: Viewer, input: CreateVoucherInput) {
  const currency = MARKETS[viewer.country].currency;
  if (input.typeOfDiscount === 'Fixed') {
    const amount = input.discountAmount ?? 0;
    const sameCurrency = (input.discountCurrency ?? currency) === currency;
    if (!Number.isSafeInteger(amount) || amount <= 0 || !sameCurrency)
      throw invalid('discountAmount', 'voucherDiscountInvalid');
    return { discountAmountMinor: amount, discountCurrency: currency, discountOfPercentage: null };
  }
  const percentage = input.percentageOfPrice ?? 0;
  if (!Number.isInteger(percentage) || percentage < 1 || percentage > 100)
    throw invalid('percentageOfPrice', 'voucherDiscountInvalid');
  return { discountAmountMinor: null, discountCurrency: null, discountOfPercentage: percentage };
}

/**
 * createNewVoucher: a tutor's voucher for their lessons. The fee of its tier is paid in credits, or with
 * balance (payUsingHisBalance), in the same transaction as the voucher: too little, and nothing is written.
 */
export async function createNewVoucher(
  deps: Deps,
  viewer: Viewer,
  input: CreateVoucherInput,
): Promise<VoucherView> {
  if (input.userId && input.userId !== viewer.userId) throw new DomainError('FORBIDDEN', 'forbidden');
  if (viewer.roleCode !== ROLE_CODES.tutor) throw new DomainError('FORBIDDEN', 'voucherTutorsOnly');
  const code = normalizeVoucherCode(input.voucherName);
  if (!isVoucherCode(code)) throw invalid('voucherName', 'voucherCodeInvalid');
  const validity = voucherValidityOf(input.numberOfDaysId);
  const tier = voucherFeeTierOf(input.usedFeeId);
  if (!validity || !tier) throw invalid('numberOfDaysId', 'voucherTermsInvalid');
  const uses = input.totalNumberOfUsed;
  if (!Number.isInteger(uses) || uses < 1 || uses > tier.maxUses)
    throw invalid('totalNumberOfUsed', 'voucherUsesInvalid');
  const discount = discountColumns(viewer, input);
  const byBalance = input.payUsingHisBalance === true;
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction((tx) =>
      bookTutorVoucher(tx, {
        userId: viewer.userId,
        country: viewer.country,
        code,
        service: input.serviceId,
        typeOfDiscount: input.typeOfDiscount,
        ...discount,
        totalNumberOfUsed: uses,
        tier,
        numberOfDays: validity.numberOfDays,
        byBalance,
        now,
      }),
    );
    const record = {
      voucher: row,
      owner: null,
      claimId: null,
      claimUsed: false,
      usedAtCheckout: 0,
      discountGiven: 0,
    };
    return voucherView(record, viewer.userId, now);
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION && postgresConstraint(error) === 'vouchers_code_unique')
      throw invalid('voucherName', 'voucherCodeTaken');
    throw error;
  }
}

/**
 * A tutor's voucher and its fee (in credits, or with balance), inside the caller's transaction: the service
 * checks the terms first; the demo seed makes its vouchers through this too.
 */
export async function bookTutorVoucher(
  tx: Transaction,
  input: {
    readonly userId: string;
    readonly country: VoucherRow['country'];
    readonly code: string;
    readonly service: VoucherRow['service'];
    readonly typeOfDiscount: VoucherRow['typeOfDiscount'];
    readonly discountAmountMinor: number | null;
    readonly discountCurrency: VoucherRow['discountCurrency'];
    readonly discountOfPercentage: number | null;
    readonly totalNumberOfUsed: number;
    readonly tier: VoucherFeeTier;
    readonly numberOfDays: number;
    readonly byBalance: boolean;
    readonly now: Date;
  },
): Promise<VoucherRow> {
  const { tier, now, byBalance } = input;
  const created = await insertVoucher(tx, {
    id: randomUUID(),
    userId: input.userId,
    code: input.code,
    country: input.country,
    service: input.service,
    typeOfDiscount: input.typeOfDiscount,
    discountAmountMinor: input.discountAmountMinor,
    discountCurrency: input.discountCurrency,
    discountOfPercentage: input.discountOfPercentage,
    totalNumberOfUsed: input.totalNumberOfUsed,
    sellerCreditsFee: byBalance ? 0 : tier.sellerCreditsFee,
    sellerBalanceFeeMinor: byBalance ? voucherFeeBalanceMinor(tier, MARKETS[input.country].currency) : 0,
    startedAt: now,
    endAt: new Date(now.getTime() + input.numberOfDays * DAY_MS),
    createdAt: now,
  });
  await payCreationFee(tx, created, now);
  return created;
}

async function payCreationFee(tx: Transaction, voucher: VoucherRow, now: Date): Promise<void> {
  const owner = voucher.userId;
  if (!owner) return;
  if (voucher.sellerBalanceFeeMinor > 0) {
    const currency = MARKETS[voucher.country].currency;
    await postTransactions(tx, [
      {
        kind: 'VOUCHER_FEE',
        idempotencyKey: `voucher:${voucher.id}:fee`,
        reference: { type: 'voucher', id: voucher.id },
        entries: [
          {
            account: userAccount('STUDENT_BALANCE', owner, currency),
            amountMinor: -voucher.sellerBalanceFeeMinor,
          },
          { account: systemAccount('PLATFORM_FEES', currency), amountMinor: voucher.sellerBalanceFeeMinor },
        ],
      },
    ]);
    return;
  }
  if (voucher.sellerCreditsFee > 0)
    await spendCredits(tx, {
      userId: owner,
      credits: voucher.sellerCreditsFee,
      key: `voucher:${voucher.id}:fee`,
      reference: { type: 'voucher', id: voucher.id },
      type: 'VOUCHER_FEE',
      reason: 'Voucher fee',
      description: voucher.code,
      now,
    });
}

/** Why this viewer may not claim the voucher now, or null. */
function claimRefusal(voucher: VoucherRow, viewer: Claimant, now: Date): DomainError | null {
  if (voucher.deletedAt || voucher.startedAt.getTime() > now.getTime())
    return new DomainError('NOT_FOUND', 'voucherInvalid');
  if (voucher.endAt.getTime() <= now.getTime()) return new DomainError('CONFLICT', 'voucherExpired');
  if (voucher.userId === viewer.userId) return new DomainError('CONFLICT', 'voucherOwn');
  if (voucher.country !== viewer.country) return new DomainError('CONFLICT', 'voucherOtherMarket');
  return null;
}

/**
 * A claim of the voucher by the viewer inside the caller's transaction: one per student, within the
 * voucher's number of claims, its credits price paid. The caller has locked the voucher's row, so its state
 * is current; the conditional update of its counter still refuses a claim past the number.
 */
export async function claimInTransaction(
  tx: Transaction,
  viewer: Claimant,
  voucher: VoucherRow,
  now: Date,
): Promise<VoucherClaimRow> {
  const refusal = claimRefusal(voucher, viewer, now);
  if (refusal) throw refusal;
  const claim = await insertClaim(tx, { voucherId: voucher.id, userId: viewer.userId, createdAt: now });
  if (!claim) throw new DomainError('CONFLICT', 'voucherAlreadyClaimed');
  if (!(await takeOneUsage(tx, voucher.id))) throw new DomainError('CONFLICT', 'voucherExhausted');
  if (voucher.buyerCreditsPrice > 0)
    await spendCredits(tx, {
      userId: viewer.userId,
      credits: voucher.buyerCreditsPrice,
      key: `voucher-claim:${claim.id}`,
      reference: { type: 'voucher', id: voucher.id },
      type: 'VOUCHER_CLAIM',
      reason: 'Voucher',
      description: voucher.code,
      now,
    });
  return claim;
}

const notFound = () => new DomainError('NOT_FOUND', 'voucherInvalid');

/** claimVoucher(voucherId): the viewer claims a voucher; answers it with the viewer's flags. */
export async function claimVoucher(deps: Deps, viewer: Viewer, voucherId: string): Promise<VoucherView> {
  if (!isPvid(voucherId)) throw notFound();
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      // Locked, so a withdrawal of the voucher committed meanwhile is seen (and one running waits for this).
      const voucher = await lockVoucher(tx, eq(vouchers.id, voucherId));
      if (!voucher) throw notFound();
      await claimInTransaction(tx, viewer, voucher, now);
    });
  } catch (error) {
    // Two claims of one student raced: the loser is told it is claimed already.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION)
      throw new DomainError('CONFLICT', 'voucherAlreadyClaimed');
    throw error;
  }
  const record = await voucherRecordById(deps.db, voucherId, viewer.userId);
  if (!record) throw notFound();
  return voucherView(record, viewer.userId, now);
}

/**
 * userDeleteHisVoucher: a tutor withdraws their voucher (claims already used keep their discount; unused
 * ones can no longer be used), or a student gives back an unused claim (its place returns to the voucher).
 */
export async function userDeleteHisVoucher(deps: Deps, viewer: Viewer, voucherId: string): Promise<void> {
  if (!isPvid(voucherId)) throw notFound();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const voucher = await lockVoucher(tx, eq(vouchers.id, voucherId));
    if (!voucher) throw notFound();
    if (voucher.userId === viewer.userId) {
      if (!voucher.deletedAt) await markVoucherDeleted(tx, voucher.id, now);
      return;
    }
    const claim = await lockClaim(tx, voucher.id, viewer.userId);
    if (!claim) throw notFound();
    if (await claimUsedElsewhere(tx, claim.id, [])) throw new DomainError('CONFLICT', 'voucherUsed');
    await deleteClaim(tx, claim.id);
    await giveBackOneUsage(tx, voucher.id);
  });
}

/** Ajar's general-use voucher for a market (the demo seed and tests make them; no fee). */
export async function createGeneralUseVoucher(
  tx: Transaction,
  input: {
    readonly code: string;
    readonly country: VoucherRow['country'];
    readonly discount:
      | { readonly typeOfDiscount: 'Percentage'; readonly percentage: number }
      | { readonly typeOfDiscount: 'Fixed'; readonly amountMinor: number };
    readonly totalNumberOfUsed: number;
    readonly buyerCreditsPrice: number;
    readonly startedAt: Date;
    readonly endAt: Date;
  },
): Promise<VoucherRow> {
  const { discount } = input;
  return insertVoucher(tx, {
    userId: null,
    code: normalizeVoucherCode(input.code),
    country: input.country,
    service: 'Booking',
    typeOfDiscount: discount.typeOfDiscount,
    discountOfPercentage: discount.typeOfDiscount === 'Percentage' ? discount.percentage : null,
    discountAmountMinor: discount.typeOfDiscount === 'Fixed' ? discount.amountMinor : null,
    discountCurrency: discount.typeOfDiscount === 'Fixed' ? MARKETS[input.country].currency : null,
    totalNumberOfUsed: input.totalNumberOfUsed,
    buyerCreditsPrice: input.buyerCreditsPrice,
    startedAt: input.startedAt,
    endAt: input.endAt,
    createdAt: input.startedAt,
  });
}
