import { OPEN_DISPUTE_STATUSES, type DisputeStatus } from '@ajar/domain';
import { and, asc, desc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { resources } from '../resource';
import {
  disputeEvents,
  disputeEvidence,
  disputes,
  type DisputeEventRow,
  type DisputeRow,
} from './dispute.tables';

export type NewDispute = typeof disputes.$inferInsert;
export type NewDisputeEvent = typeof disputeEvents.$inferInsert;
export type DisputeChange = Partial<Omit<NewDispute, 'id' | 'bookingId' | 'studentId' | 'tutorId'>>;

export async function insertDispute(executor: Executor, values: NewDispute): Promise<DisputeRow> {
  const [row] = await executor.insert(disputes).values(values).returning();
  if (!row) throw new Error('dispute: the inserted row is missing');
  return row;
}

export async function insertDisputeEvent(executor: Executor, values: NewDisputeEvent): Promise<void> {
  await executor.insert(disputeEvents).values(values);
}

export async function updateDispute(
  executor: Executor,
  id: string,
  change: DisputeChange,
): Promise<DisputeRow> {
  const [row] = await executor.update(disputes).set(change).where(eq(disputes.id, id)).returning();
  if (!row) throw new Error('dispute: the updated row is missing');
  return row;
}

export async function lockDispute(executor: Executor, id: string): Promise<DisputeRow | undefined> {
  if (!isPvid(id)) return undefined;
  const [row] = await executor.select().from(disputes).where(eq(disputes.id, id)).for('update').limit(1);
  return row;
}

export async function findDispute(executor: Executor, id: string): Promise<DisputeRow | undefined> {
  if (!isPvid(id)) return undefined;
  const [row] = await executor.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  return row;
}

/** The viewer's disputes as student or tutor, newest first. */
export async function disputesOfUser(executor: Executor, userId: string): Promise<DisputeRow[]> {
  return executor
    .select()
    .from(disputes)
    .where(or(eq(disputes.studentId, userId), eq(disputes.tutorId, userId)))
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(200);
}

/** The team's queue: oldest first, so what has waited longest comes first. */
export async function disputesWithStatus(
  executor: Executor,
  status: DisputeStatus | null,
  limit: number,
): Promise<DisputeRow[]> {
  const where: SQL | undefined = status ? eq(disputes.status, status) : undefined;
  return executor
    .select()
    .from(disputes)
    .where(where)
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(limit);
}

/** Negotiating disputes whose turn ran out by now (for a sweep when the job queue is not there). */
export async function expiredTurnIds(executor: Executor, now: Date): Promise<string[]> {
  const rows = await executor
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.status, 'NEGOTIATING'), lte(disputes.turnEndsAt, now)))
    .limit(100);
  return rows.map((row) => row.id);
}

export async function eventsOf(executor: Executor, disputeId: string): Promise<DisputeEventRow[]> {
  return executor
    .select()
    .from(disputeEvents)
    .where(eq(disputeEvents.disputeId, disputeId))
    .orderBy(asc(disputeEvents.createdAt), asc(disputeEvents.seq));
}

export interface EvidenceFile {
  readonly id: string;
  readonly fileName: string;
  readonly path: string;
  readonly mimeType: string;
  readonly addedBy: string;
}

export async function evidenceOf(executor: Executor, disputeId: string): Promise<EvidenceFile[]> {
  return executor
    .select({
      id: resources.id,
      fileName: resources.fileName,
      path: resources.path,
      mimeType: resources.mimeType,
      addedBy: disputeEvidence.addedBy,
    })
    .from(disputeEvidence)
    .innerJoin(resources, eq(resources.id, disputeEvidence.resourceId))
    .where(eq(disputeEvidence.disputeId, disputeId))
    .orderBy(asc(disputeEvidence.createdAt));
}

/** How many of these files are the user's own evidence uploads. */
export async function countOwnEvidence(
  executor: Executor,
  userId: string,
  resourceIds: readonly string[],
): Promise<number> {
  if (resourceIds.length === 0) return 0;
  const rows = await executor
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        inArray(resources.id, [...resourceIds]),
        eq(resources.ownerUserId, userId),
        eq(resources.kind, 'EVIDENCE'),
      ),
    );
  return rows.length;
}

export async function attachEvidence(
  executor: Executor,
  disputeId: string,
  addedBy: string,
  resourceIds: readonly string[],
  now: Date,
): Promise<void> {
  if (resourceIds.length === 0) return;
  await executor
    .insert(disputeEvidence)
    .values(resourceIds.map((resourceId) => ({ disputeId, resourceId, addedBy, createdAt: now })))
    .onConflictDoNothing();
}

export const isOpenStatus = (status: DisputeStatus): boolean => OPEN_DISPUTE_STATUSES.includes(status);
