import { FEEDBACK_PER_HOUR, MESSAGES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { signedInStaff } from '../../test/staff-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { person, type Person } from './testing/ops-test-helpers';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await startTestApp();
  staffToken = (await signedInStaff(t)).token;
});
afterAll(() => t.close());

const SEND = `mutation Send($message: String!, $category: FeedbackCategory) {
  sendFeedback(message: $message, category: $category) { success message }
}`;
const LIST = `query List($page: Int) {
  getStaffFeedback(page: $page) {
    total page pageSize
    items { id senderId senderName senderEmail senderCountry category message createdAt }
  }
}`;
interface FeedbackItem {
  senderId: string;
  senderEmail: string;
  category: string | null;
  message: string;
}

const send = (who: Person, message: string, category?: string) =>
  t.gql<{ sendFeedback: { success: boolean; message: string } }>(
    SEND,
    { message, category },
    { token: who.token },
  );
const list = (token?: string) =>
  t.gql<{ getStaffFeedback: { total: number; items: FeedbackItem[] } }>(LIST, {}, { token });

describe('sendFeedback', () => {
  it('stores the message, trimmed, with its category; the console lists it newest first', async () => {
    const tutor = await person(t, 'tutor');
    const first = await send(tutor, '  The calendar could show my time zone  ', 'IDEA');
    expect(first.data?.sendFeedback).toEqual({ success: true, message: MESSAGES.feedbackSent });
    t.clock.advance(1000);
    expect((await send(tutor, 'Payout pages are clear, thank you!')).errors).toBeUndefined();

    const answer = await list(staffToken);
    expect(answer.errors).toBeUndefined();
    const mine = answer.data!.getStaffFeedback.items.filter((item) => item.senderId === tutor.id);
    expect(mine.map((item) => [item.message, item.category])).toEqual([
      ['Payout pages are clear, thank you!', null],
      ['The calendar could show my time zone', 'IDEA'],
    ]);
    expect(mine[0]!.senderEmail).toBe(tutor.email);
  });

  it('refuses a message under 10 or over 2000 characters, and a guest', async () => {
    const tutor = await person(t, 'tutor');
    expectError(await send(tutor, ' too short '), 'BAD_USER_INPUT', 'feedbackMessageInvalid');
    expectError(await send(tutor, 'x'.repeat(2001)), 'BAD_USER_INPUT', 'feedbackMessageInvalid');
    expect((await send(tutor, 'x'.repeat(2000))).errors).toBeUndefined();
    const guest = await t.gql(SEND, { message: 'Hello from a guest' });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it(`takes at most ${FEEDBACK_PER_HOUR} an hour from one person`, async () => {
    const tutor = await person(t, 'tutor');
    for (let i = 0; i < FEEDBACK_PER_HOUR; i += 1) {
      expect((await send(tutor, `Feedback number ${i} for the team`)).errors).toBeUndefined();
    }
    expectError(await send(tutor, 'One more piece of feedback'), 'RATE_LIMITED', 'tooManyFeedback');
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await send(tutor, 'One more piece of feedback')).errors).toBeUndefined();
  });
});

describe('getStaffFeedback', () => {
  it('is for staff only', async () => {
    const tutor = await person(t, 'tutor');
    expect((await list()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await list(tutor.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
