import type { CountryCode } from '@ajar/domain';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import { bookings } from '../booking';
import {
  voucherClaims,
  voucherUses,
  vouchers,
  type VoucherClaimRow,
  type VoucherRow,
} from './voucher.tables';

/** A voucher as one viewer sees it: its owner, the viewer's claim, and the owner's figures. */
export interface VoucherRecord {
  readonly voucher: VoucherRow;
  readonly owner: {
    readonly userId: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly avatar: string | null;
  } | null;
  readonly claimId: string | null;
  readonly claimUsed: boolean;
  readonly usedAtCheckout: number;
  readonly discountGiven: number;
}

/** Bookings that still hold a voucher's use: every status but the two that end a booking unpaid out. */
const liveBooking = sql`${bookings.status} not in ('CANCELLED', 'REJECTED')`;

/** Whether a claim is used on a booking that still holds it. */
const claimUsedSql = (claimId: SQL): SQL =>
  sql`exists (select 1 from ${voucherUses} join ${bookings} on ${bookings.id} = ${voucherUses.bookingId}
    where ${voucherUses.claimId} = ${claimId} and ${liveBooking})`;

function recordsQuery(executor: Executor, viewerId: string | null) {
  const paidUses = sql`from ${voucherUses}
    join ${voucherClaims} paid_claim on paid_claim.id = ${voucherUses.claimId}
    join ${bookings} on ${bookings.id} = ${voucherUses.bookingId}
    where paid_claim.voucher_id = ${vouchers.id} and ${bookings.paidAt} is not null and ${liveBooking}`;
  return executor
    .select({
      voucher: vouchers,
      ownerId: users.id,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerAvatar: users.avatarUrl,
      claimId: voucherClaims.id,
      claimUsed: sql<boolean>`coalesce(${claimUsedSql(sql`${voucherClaims.id}`)}, false)`,
      usedAtCheckout: sql<number>`(select count(distinct paid_claim.id)::int ${paidUses})`,
      discountGiven: sql<string>`(select coalesce(sum(${voucherUses.discountMinor}), 0) ${paidUses})`,
    })
    .from(vouchers)
    .leftJoin(users, eq(users.id, vouchers.userId))
    .leftJoin(
      voucherClaims,
      and(
        eq(voucherClaims.voucherId, vouchers.id),
        viewerId ? eq(voucherClaims.userId, viewerId) : sql`false`,
      ),
    );
}

type RawRecord = Awaited<ReturnType<ReturnType<typeof recordsQuery>['where']>>[number];

function toRecord(row: RawRecord): VoucherRecord {
  return {
    voucher: row.voucher,
    owner:
      row.ownerId && row.ownerFirstName !== null && row.ownerLastName !== null
        ? {
            userId: row.ownerId,
            firstName: row.ownerFirstName,
            lastName: row.ownerLastName,
            avatar: row.ownerAvatar,
          }
        : null,
    claimId: row.claimId,
    claimUsed: Boolean(row.claimId) && row.claimUsed === true,
    usedAtCheckout: Number(row.usedAtCheckout),
    discountGiven: Number(row.discountGiven),
  };
}

export async function voucherRecordByCode(
  executor: Executor,
  code: string,
  viewerId: string | null,
): Promise<VoucherRecord | undefined> {
  const [row] = await recordsQuery(executor, viewerId).where(eq(vouchers.code, code)).limit(1);
  return row ? toRecord(row) : undefined;
}

export async function voucherRecordById(
  executor: Executor,
  id: string,
  viewerId: string | null,
): Promise<VoucherRecord | undefined> {
  const [row] = await recordsQuery(executor, viewerId).where(eq(vouchers.id, id)).limit(1);
  return row ? toRecord(row) : undefined;
}

/** Vouchers a market offers publicly: a tutor's (ownerId) or Ajar's general-use ones (null), not deleted or over. */
export async function publicVoucherRecords(
  executor: Executor,
  input: { country: CountryCode | null; ownerId: string | null; viewerId: string | null; now: Date },
): Promise<VoucherRecord[]> {
  const rows = await recordsQuery(executor, input.viewerId)
    .where(
      and(
        input.country ? eq(vouchers.country, input.country) : undefined,
        input.ownerId ? eq(vouchers.userId, input.ownerId) : isNull(vouchers.userId),
        isNull(vouchers.deletedAt),
        sql`${vouchers.endAt} > ${input.now}`,
        sql`${vouchers.startedAt} <= ${input.now}`,
      ),
    )
    .orderBy(asc(vouchers.endAt))
    .limit(50);
  return rows.map(toRecord);
}

/** The vouchers a tutor made, newest first (deleted ones too, for their figures). */
export async function ownVoucherRecords(executor: Executor, userId: string): Promise<VoucherRecord[]> {
  const rows = await recordsQuery(executor, userId)
    .where(eq(vouchers.userId, userId))
    .orderBy(desc(vouchers.createdAt))
    .limit(200);
  return rows.map(toRecord);
}

/** The vouchers a student claimed, newest claim first. */
export async function claimedVoucherRecords(executor: Executor, userId: string): Promise<VoucherRecord[]> {
  const rows = await recordsQuery(executor, userId)
    .where(sql`${voucherClaims.id} is not null`)
    .orderBy(desc(voucherClaims.createdAt))
    .limit(200);
  return rows.map(toRecord);
}

/** Locks a voucher's row (claims and deletes of one voucher take their turn). */
export async function lockVoucher(executor: Executor, where: SQL): Promise<VoucherRow | undefined> {
  const [row] = await executor.select().from(vouchers).where(where).for('update').limit(1);
  return row;
}

/** Locks a student's claim of a voucher (uses of one claim take their turn). */
export async function lockClaim(
  executor: Executor,
  voucherId: string,
  userId: string,
): Promise<VoucherClaimRow | undefined> {
  const [row] = await executor
    .select()
    .from(voucherClaims)
    .where(and(eq(voucherClaims.voucherId, voucherId), eq(voucherClaims.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

/** Whether the claim is used on a live booking other than these. */
export async function claimUsedElsewhere(
  executor: Executor,
  claimId: string,
  bookingIds: readonly string[],
): Promise<boolean> {
  const others =
    bookingIds.length > 0
      ? sql`and ${voucherUses.bookingId} not in (${sql.join(
          bookingIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const [row] = await executor
    .select({ used: sql<number>`1` })
    .from(voucherUses)
    .innerJoin(bookings, eq(bookings.id, voucherUses.bookingId))
    .where(sql`${voucherUses.claimId} = ${claimId} and ${liveBooking} ${others}`)
    .limit(1);
  return row !== undefined;
}

/** Takes one of the voucher's claims, unless all are taken: the conditional update is the race's referee. */
export async function takeOneUsage(executor: Executor, voucherId: string): Promise<boolean> {
  const rows = await executor
    .update(vouchers)
    .set({ numberOfUsage: sql`${vouchers.numberOfUsage} + 1` })
    .where(and(eq(vouchers.id, voucherId), sql`${vouchers.numberOfUsage} < ${vouchers.totalNumberOfUsed}`))
    .returning({ id: vouchers.id });
  return rows.length === 1;
}

export async function giveBackOneUsage(executor: Executor, voucherId: string): Promise<void> {
  await executor
    .update(vouchers)
    .set({ numberOfUsage: sql`greatest(${vouchers.numberOfUsage} - 1, 0)` })
    .where(eq(vouchers.id, voucherId));
}

export async function insertClaim(
  executor: Executor,
  claim: { voucherId: string; userId: string; createdAt: Date },
): Promise<VoucherClaimRow | undefined> {
  const [row] = await executor.insert(voucherClaims).values(claim).onConflictDoNothing().returning();
  return row;
}

export async function deleteClaim(executor: Executor, claimId: string): Promise<void> {
  await executor.delete(voucherClaims).where(eq(voucherClaims.id, claimId));
}

export async function insertVoucher(
  executor: Executor,
  voucher: typeof vouchers.$inferInsert,
): Promise<VoucherRow> {
  const [row] = await executor.insert(vouchers).values(voucher).returning();
  if (!row) throw new Error('voucher: the inserted row is missing');
  return row;
}

export async function markVoucherDeleted(executor: Executor, voucherId: string, now: Date): Promise<void> {
  await executor.update(vouchers).set({ deletedAt: now }).where(eq(vouchers.id, voucherId));
}

/** Records the claim's use on these bookings (a booking's earlier use is replaced). */
export async function recordUses(
  executor: Executor,
  uses: readonly {
    bookingId: string;
    claimId: string;
    discountMinor: number;
    fundedByAjar: boolean;
    createdAt: Date;
  }[],
): Promise<void> {
  if (uses.length === 0) return;
  await executor
    .insert(voucherUses)
    .values([...uses])
    .onConflictDoUpdate({
      target: voucherUses.bookingId,
      set: {
        claimId: sql`excluded.claim_id`,
        discountMinor: sql`excluded.discount_minor`,
        fundedByAjar: sql`excluded.funded_by_ajar`,
        createdAt: sql`excluded.created_at`,
      },
    });
}

export async function deleteUseOfBooking(executor: Executor, bookingId: string): Promise<void> {
  await executor.delete(voucherUses).where(eq(voucherUses.bookingId, bookingId));
}
