import { expect } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { sessionFor } from '../../../test/profile-helpers';
import type { TestApp } from '../../../test/test-app';
import { CREATE_ROOM, SEND } from '../../chat/testing';
import { testimonials } from '../../testimonial/testing';

export const REPORT = `mutation Report($targetType: ReportTargetType!, $targetId: ID!, $reason: String!) {
  reportContent(targetType: $targetType, targetId: $targetId, reason: $reason) { success message }
}`;
export const REPORT_FIELDS = `id targetType targetId targetUserId targetUserName targetUserEmail targetUserSuspended
  reporterId reporterName excerpt reason status action staffNote resolvedByName resolvedAt createdAt`;
export const STAFF_REPORTS = `query Reports($status: ReportStatus!, $page: Int) {
  getStaffReports(status: $status, page: $page) { total page pageSize items { ${REPORT_FIELDS} } }
}`;
export const RESOLVE = `mutation Resolve($reportId: ID!, $action: ReportAction!, $note: String!) {
  resolveReport(reportId: $reportId, action: $action, note: $note) { ${REPORT_FIELDS} }
}`;
export const USER_FIELDS = `id email firstName lastName country roleCode isActive suspended suspendedAt
  deactivationReason dateJoined lastSignInAt`;
export const STAFF_USER = `query User($email: String!) { getStaffUser(email: $email) { ${USER_FIELDS} } }`;
export const SUSPEND = `mutation Suspend($userId: ID!, $reason: String!) {
  suspendUser(userId: $userId, reason: $reason) { ${USER_FIELDS} }
}`;
export const RESTORE = `mutation Restore($userId: ID!, $reason: String!) {
  restoreUser(userId: $userId, reason: $reason) { ${USER_FIELDS} }
}`;
export const STAFF_PAYOUTS = `query Payouts($page: Int, $currency: String) {
  getStaffPayouts(page: $page, currency: $currency) {
    total page pageSize
    items { id amount currency createdAt bookingId tutorId tutorName tutorEmail accountHolderName accountNumberLast4 }
  }
}`;
export const AUDIT_LOG = `query Audit($before: DateTime, $entityType: String) {
  getStaffAuditLog(before: $before, entityType: $entityType) {
    id staffId staffName action entityType entityId before after reason createdAt
  }
}`;
export const CONSOLE = 'query { getStaffConsole { openReports suspendedUsers payoutCount lastAuditAt } }';

export interface StaffReport {
  id: string;
  targetType: string;
  targetId: string;
  targetUserId: string | null;
  targetUserSuspended: boolean;
  reporterName: string;
  excerpt: string;
  reason: string;
  status: string;
  action: string | null;
  staffNote: string | null;
  resolvedByName: string | null;
}

export interface Person {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

let people = 0;

export async function person(t: TestApp, kind: 'student' | 'tutor' = 'student'): Promise<Person> {
  people += 1;
  const email = `ops-${kind}-${people}-${Date.now()}@example.test`;
  const make = kind === 'student' ? makeStudent : makeTutor;
  const user = await make(t.deps.db, {
    email,
    firstName: kind === 'student' ? 'Stu' : 'Tia',
    lastName: `N${people}`,
  });
  return { id: user.id, email, token: await sessionFor(t, user) };
}

/** A listed review of the tutor, written by the reviewer's account. */
export async function listedReview(t: TestApp, tutorId: string, reviewerId: string | null): Promise<string> {
  const [row] = await t.deps.db
    .insert(testimonials)
    .values({
      tutorUserId: tutorId,
      reviewerUserId: reviewerId,
      reviewerEmail: 'reviewer@example.test',
      reviewerName: 'Rude Reviewer',
      comment: 'A rude and untrue review',
      rating: 1,
      status: 'ACTIVE',
    })
    .returning({ id: testimonials.id });
  if (!row) throw new Error('no testimonial');
  return row.id;
}

/** A message `from` sends `to` in their room: its id and the room's. */
export async function chatMessage(
  t: TestApp,
  from: Person,
  to: Person,
  content = 'Pay me outside the site',
): Promise<{ messageId: string; roomId: string }> {
  const room = await t.gql<{ createNewChatRoom: { _id: string } }>(
    CREATE_ROOM,
    { userId: to.id },
    { token: from.token },
  );
  const roomId = room.data?.createNewChatRoom._id;
  if (!roomId) throw new Error(JSON.stringify(room.errors));
  const sent = await t.gql<{ sendMessageToChatRoom: { _id: string } }>(
    SEND,
    { roomId, content },
    { token: from.token },
  );
  const messageId = sent.data?.sendMessageToChatRoom._id;
  if (!messageId) throw new Error(JSON.stringify(sent.errors));
  return { messageId, roomId };
}

export async function report(
  t: TestApp,
  reporter: Person,
  targetType: 'REVIEW' | 'MESSAGE' | 'PROFILE',
  targetId: string,
  reason = 'This is abusive',
) {
  return t.gql<{ reportContent: { success: boolean; message: string } }>(
    REPORT,
    { targetType, targetId, reason },
    { token: reporter.token },
  );
}

export async function openReports(t: TestApp, staffToken: string): Promise<StaffReport[]> {
  const answer = await t.gql<{ getStaffReports: { items: StaffReport[] } }>(
    STAFF_REPORTS,
    { status: 'OPEN' },
    { token: staffToken },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.getStaffReports.items ?? [];
}
