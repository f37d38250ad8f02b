import { MESSAGES, REPORTS_PER_HOUR } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { signedInStaff } from '../../test/staff-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { GET_MESSAGES } from '../chat/testing';
import {
  AUDIT_LOG,
  RESOLVE,
  chatMessage,
  listedReview,
  openReports,
  person,
  report,
  type StaffReport,
} from './testing/ops-test-helpers';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await startTestApp();
  staffToken = (await signedInStaff(t)).token;
});
afterAll(() => t.close());

const TESTIMONIALS = `query List($userPvid: ID!) { getTestimonialList(userPvid: $userPvid) { pvid comment } }`;

async function resolve(reportId: string, action: string, note = 'Checked by the team') {
  return t.gql<{ resolveReport: StaffReport }>(RESOLVE, { reportId, action, note }, { token: staffToken });
}

describe('reportContent', () => {
  it('takes a report of a review, a message the reporter can read, and a profile', async () => {
    const student = await person(t);
    const tutor = await person(t, 'tutor');
    const review = await listedReview(t, tutor.id, student.id);
    const { messageId } = await chatMessage(t, student, tutor);

    const reviewReport = await report(t, tutor, 'REVIEW', review, '  Lies about my lessons  ');
    expect(reviewReport.data?.reportContent).toEqual({ success: true, message: MESSAGES.reportSent });
    expect((await report(t, tutor, 'MESSAGE', messageId)).errors).toBeUndefined();
    expect((await report(t, student, 'PROFILE', tutor.id)).errors).toBeUndefined();

    const queue = await openReports(t, staffToken);
    expect(queue.find((item) => item.targetId === review)).toMatchObject({
      targetType: 'REVIEW',
      targetUserId: student.id,
      reason: 'Lies about my lessons',
      excerpt: 'A rude and untrue review',
      status: 'OPEN',
      action: null,
    });
    expect(queue.find((item) => item.targetId === messageId)).toMatchObject({
      targetUserId: student.id,
      excerpt: 'Pay me outside the site',
    });
    expect(queue.find((item) => item.targetId === tutor.id)).toMatchObject({ targetType: 'PROFILE' });
  });

  it('refuses what does not exist for the reporter, one’s own content, and a second open report', async () => {
    const student = await person(t);
    const tutor = await person(t, 'tutor');
    const stranger = await person(t);
    const { messageId } = await chatMessage(t, student, tutor);

    expectError(await report(t, stranger, 'MESSAGE', messageId), 'NOT_FOUND', 'notFound');
    expectError(await report(t, stranger, 'MESSAGE', 'abc'), 'NOT_FOUND', 'notFound');
    expectError(await report(t, stranger, 'REVIEW', crypto.randomUUID()), 'NOT_FOUND', 'notFound');
    expectError(await report(t, stranger, 'PROFILE', crypto.randomUUID()), 'NOT_FOUND', 'notFound');
    expectError(await report(t, student, 'MESSAGE', messageId), 'FORBIDDEN', 'reportOwnContent');
    expectError(await report(t, student, 'PROFILE', student.id), 'FORBIDDEN', 'reportOwnContent');

    expect((await report(t, tutor, 'MESSAGE', messageId)).errors).toBeUndefined();
    expectError(await report(t, tutor, 'MESSAGE', messageId), 'CONFLICT', 'reportAlreadyOpen');
  });

  it('checks the reason and refuses guests', async () => {
    const student = await person(t);
    const tutor = await person(t, 'tutor');
    expectError(
      await report(t, student, 'PROFILE', tutor.id, '   '),
      'BAD_USER_INPUT',
      'reportReasonRequired',
      {
        reason: 'reportReasonRequired',
      },
    );
    expectError(
      await report(t, student, 'PROFILE', tutor.id, 'x'.repeat(501)),
      'BAD_USER_INPUT',
      'reportReasonTooLong',
      { reason: 'reportReasonTooLong' },
    );
    const guest = await t.gql(
      `mutation { reportContent(targetType: PROFILE, targetId: "${tutor.id}", reason: "x") { success } }`,
    );
    expectError(guest, 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it(`takes at most ${REPORTS_PER_HOUR} reports an hour from one person`, async () => {
    const reporter = await person(t);
    for (let index = 0; index < REPORTS_PER_HOUR; index += 1) {
      const target = await person(t, 'tutor');
      expect((await report(t, reporter, 'PROFILE', target.id)).errors).toBeUndefined();
    }
    const oneMore = await person(t, 'tutor');
    expectError(await report(t, reporter, 'PROFILE', oneMore.id), 'RATE_LIMITED', 'tooManyReports');
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await report(t, reporter, 'PROFILE', oneMore.id)).errors).toBeUndefined();
  });
});

describe('resolveReport', () => {
  it('dismisses one report and audits it', async () => {
    const student = await person(t);
    const tutor = await person(t, 'tutor');
    await report(t, student, 'PROFILE', tutor.id);
    const [mine] = (await openReports(t, staffToken)).filter((item) => item.targetId === tutor.id);
    const resolved = await resolve(mine!.id, 'DISMISS', 'Nothing wrong here');
    expect(resolved.data?.resolveReport).toMatchObject({
      status: 'RESOLVED',
      action: 'DISMISS',
      staffNote: 'Nothing wrong here',
      resolvedByName: expect.stringContaining('Sam'),
    });
    expectError(await resolve(mine!.id, 'DISMISS'), 'CONFLICT', 'reportAlreadyResolved');

    const log = await t.gql<{
      getStaffAuditLog: { action: string; entityId: string; before: string; after: string }[];
    }>(AUDIT_LOG, { entityType: 'REPORT' }, { token: staffToken });
    const entry = log.data?.getStaffAuditLog.find((item) => item.entityId === mine!.id);
    expect(entry?.action).toBe('report.resolve');
    expect(JSON.parse(entry!.before)).toMatchObject({ status: 'OPEN', targetType: 'PROFILE' });
    expect(JSON.parse(entry!.after)).toMatchObject({ status: 'RESOLVED', action: 'DISMISS' });
  });

  it('removes a review from every public read, resolving its other open reports', async () => {
    const tutor = await person(t, 'tutor');
    const reviewer = await person(t);
    const other = await person(t);
    const review = await listedReview(t, tutor.id, reviewer.id);
    await report(t, tutor, 'REVIEW', review);
    await report(t, other, 'REVIEW', review);
    const before = await t.gql<{ getTestimonialList: { pvid: string }[] }>(
      TESTIMONIALS,
      { userPvid: tutor.id },
      { token: other.token },
    );
    expect(before.data?.getTestimonialList.map((item) => item.pvid)).toContain(review);

    const [first] = (await openReports(t, staffToken)).filter((item) => item.targetId === review);
    expect((await resolve(first!.id, 'REMOVE_CONTENT')).data?.resolveReport.action).toBe('REMOVE_CONTENT');
    expect((await openReports(t, staffToken)).filter((item) => item.targetId === review)).toEqual([]);
    const after = await t.gql<{ getTestimonialList: { pvid: string }[] }>(
      TESTIMONIALS,
      { userPvid: tutor.id },
      { token: other.token },
    );
    expect(after.data?.getTestimonialList.map((item) => item.pvid)).not.toContain(review);
    // Removed: nothing left to report.
    expectError(await report(t, other, 'REVIEW', review), 'NOT_FOUND', 'notFound');

    const log = await t.gql<{ getStaffAuditLog: { action: string; before: string; after: string }[] }>(
      AUDIT_LOG,
      { entityType: 'REVIEW' },
      { token: staffToken },
    );
    const removal = log.data?.getStaffAuditLog.find((item) => item.action === 'content.remove');
    expect(JSON.parse(removal!.before)).toMatchObject({ status: 'ACTIVE' });
    expect(JSON.parse(removal!.after)).toMatchObject({ status: 'REMOVED' });
  });

  it('removes a chat message: the room reads a notice instead', async () => {
    const student = await person(t);
    const tutor = await person(t, 'tutor');
    const { messageId, roomId } = await chatMessage(t, student, tutor, 'Send me your bank password');
    await report(t, tutor, 'MESSAGE', messageId);
    const [mine] = (await openReports(t, staffToken)).filter((item) => item.targetId === messageId);
    expect((await resolve(mine!.id, 'REMOVE_CONTENT')).errors).toBeUndefined();
    for (const member of [student, tutor]) {
      const room = await t.gql<{ getRoomMessages: { messages: { _id: string; content: string }[] } }>(
        GET_MESSAGES,
        { roomId },
        { token: member.token },
      );
      expect(room.data?.getRoomMessages.messages.find((item) => item._id === messageId)?.content).toBe(
        MESSAGES.chatMessageRemoved,
      );
    }
  });

  it('refuses removing a profile and suspending the author of a guest’s review', async () => {
    const tutor = await person(t, 'tutor');
    const student = await person(t);
    await report(t, student, 'PROFILE', tutor.id);
    const guestReview = await listedReview(t, tutor.id, null);
    await report(t, tutor, 'REVIEW', guestReview);
    const queue = await openReports(t, staffToken);
    const profileReport = queue.find((item) => item.targetId === tutor.id);
    const reviewReport = queue.find((item) => item.targetId === guestReview);
    expectError(
      await resolve(profileReport!.id, 'REMOVE_CONTENT'),
      'BAD_USER_INPUT',
      'reportActionUnavailable',
    );
    expectError(await resolve(reviewReport!.id, 'SUSPEND_USER'), 'BAD_USER_INPUT', 'reportActionUnavailable');
    expectError(await resolve(crypto.randomUUID(), 'DISMISS'), 'NOT_FOUND', 'notFound');
    expectError(await resolve(profileReport!.id, 'DISMISS', ' '), 'BAD_USER_INPUT', 'staffNoteRequired', {
      note: 'staffNoteRequired',
    });
  });
});
