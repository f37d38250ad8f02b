import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { lockKey } from '../../db/advisory-lock';
import type { Executor, Transaction } from '../../db/client';
import { users } from '../account';
import {
  storagePurchases,
  tutorFileShares,
  tutorFiles,
  type StoragePurchaseRow,
  type TutorFileRow,
  type TutorFileShareRow,
} from './tutor-files.tables';

/** One tutor's uploads and purchases are decided one at a time, so together they never pass the quota. */
export async function lockStorageOf(tx: Transaction, userId: string): Promise<void> {
  await lockKey(tx, 'STOR', userId);
}

/** Bytes the tutor's files take. */
export async function usedBytesOf(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ sum: sql<string>`coalesce(sum(${tutorFiles.sizeBytes}), 0)::text` })
    .from(tutorFiles)
    .where(eq(tutorFiles.ownerUserId, userId));
  return Number(row?.sum ?? 0);
}

/** Bytes the tutor bought on top of the free quota. */
export async function boughtBytesOf(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ sum: sql<string>`coalesce(sum(${storagePurchases.bytes}), 0)::text` })
    .from(storagePurchases)
    .where(eq(storagePurchases.userId, userId));
  return Number(row?.sum ?? 0);
}

export async function insertFile(
  executor: Executor,
  file: Omit<TutorFileRow, 'id' | 'createdAt'> & { readonly createdAt: Date },
): Promise<TutorFileRow> {
  const [row] = await executor.insert(tutorFiles).values(file).returning();
  if (!row) throw new Error('tutor files: the inserted row is missing');
  return row;
}

export function filesOf(executor: Executor, ownerUserId: string): Promise<TutorFileRow[]> {
  return executor
    .select()
    .from(tutorFiles)
    .where(eq(tutorFiles.ownerUserId, ownerUserId))
    .orderBy(desc(tutorFiles.createdAt), desc(tutorFiles.id));
}

/** The file, only when `ownerUserId` owns it (ownership in the WHERE). */
export async function ownFile(
  executor: Executor,
  fileId: string,
  ownerUserId: string,
): Promise<TutorFileRow | undefined> {
  const [row] = await executor
    .select()
    .from(tutorFiles)
    .where(and(eq(tutorFiles.id, fileId), eq(tutorFiles.ownerUserId, ownerUserId)));
  return row;
}

export async function renameOwnFile(
  executor: Executor,
  fileId: string,
  ownerUserId: string,
  fileName: string,
): Promise<TutorFileRow | undefined> {
  const [row] = await executor
    .update(tutorFiles)
    .set({ fileName })
    .where(and(eq(tutorFiles.id, fileId), eq(tutorFiles.ownerUserId, ownerUserId)))
    .returning();
  return row;
}

export async function deleteOwnFile(
  executor: Executor,
  fileId: string,
  ownerUserId: string,
): Promise<TutorFileRow | undefined> {
  const [row] = await executor
    .delete(tutorFiles)
    .where(and(eq(tutorFiles.id, fileId), eq(tutorFiles.ownerUserId, ownerUserId)))
    .returning();
  return row;
}

export async function insertShare(
  executor: Executor,
  share: Pick<TutorFileShareRow, 'fileId' | 'recipientUserId' | 'bookingId' | 'classId' | 'label'>,
): Promise<void> {
  await executor.insert(tutorFileShares).values(share).onConflictDoNothing();
}

export async function deleteShare(
  executor: Executor,
  shareId: string,
  ownerUserId: string,
): Promise<boolean> {
  const rows = await executor
    .delete(tutorFileShares)
    .where(
      and(
        eq(tutorFileShares.id, shareId),
        inArray(
          tutorFileShares.fileId,
          executor
            .select({ id: tutorFiles.id })
            .from(tutorFiles)
            .where(eq(tutorFiles.ownerUserId, ownerUserId)),
        ),
      ),
    )
    .returning({ id: tutorFileShares.id });
  return rows.length > 0;
}

export function sharesOfFiles(executor: Executor, fileIds: readonly string[]): Promise<TutorFileShareRow[]> {
  if (fileIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(tutorFileShares)
    .where(inArray(tutorFileShares.fileId, [...fileIds]))
    .orderBy(tutorFileShares.createdAt);
}

/** Shared with the user: to them through a booking, or to a class they are enrolled in. */
function sharedWith(userId: string, classIds: readonly string[]) {
  const direct = eq(tutorFileShares.recipientUserId, userId);
  return classIds.length > 0 ? or(direct, inArray(tutorFileShares.classId, [...classIds])) : direct;
}

/** The files shared with the user, newest share first, with their tutor's name; each file once. */
export async function filesSharedWith(executor: Executor, userId: string, classIds: readonly string[]) {
  const rows = await executor
    .select({
      file: tutorFiles,
      sharedAt: tutorFileShares.createdAt,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(tutorFileShares)
    .innerJoin(tutorFiles, eq(tutorFiles.id, tutorFileShares.fileId))
    .innerJoin(users, eq(users.id, tutorFiles.ownerUserId))
    .where(sharedWith(userId, classIds))
    .orderBy(desc(tutorFileShares.createdAt));
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.file.id) ? false : (seen.add(row.file.id), true)));
}

/** The file, when the user owns it or it is shared with them. */
export async function readableFile(
  executor: Executor,
  fileId: string,
  userId: string,
  classIds: readonly string[],
): Promise<TutorFileRow | undefined> {
  const [row] = await executor
    .select()
    .from(tutorFiles)
    .where(
      and(
        eq(tutorFiles.id, fileId),
        or(
          eq(tutorFiles.ownerUserId, userId),
          inArray(
            tutorFiles.id,
            executor
              .select({ id: tutorFileShares.fileId })
              .from(tutorFileShares)
              .where(sharedWith(userId, classIds)),
          ),
        ),
      ),
    );
  return row;
}

export async function insertPurchase(
  executor: Executor,
  purchase: Omit<StoragePurchaseRow, 'createdAt'> & { readonly createdAt: Date },
): Promise<StoragePurchaseRow> {
  const [row] = await executor.insert(storagePurchases).values(purchase).returning();
  if (!row) throw new Error('storage: the inserted purchase is missing');
  return row;
}

export function purchasesOf(executor: Executor, userId: string): Promise<StoragePurchaseRow[]> {
  return executor
    .select()
    .from(storagePurchases)
    .where(eq(storagePurchases.userId, userId))
    .orderBy(desc(storagePurchases.createdAt));
}
