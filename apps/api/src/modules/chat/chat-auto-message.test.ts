import { AUTO_MESSAGES_MAX, MESSAGES, TEXT_LIMIT } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ADD_AUTO, DELETE_AUTO, GET_AUTO, chatClient, type AutoMessage } from './testing/chat-test-helpers';
import { chatAutoMessages } from './chat.tables';

let t: TestApp;
let chat: ReturnType<typeof chatClient>;
beforeAll(async () => {
  t = await startTestApp();
  chat = chatClient(t);
});
afterAll(() => t.close());

const add = (token: string, message: string) =>
  t.gql<{ addAutoMessage: AutoMessage }>(ADD_AUTO, { message }, { token });
const list = async (token: string, userId?: string) =>
  chat.ok(await t.gql<{ getAutoMessages: AutoMessage[] }>(GET_AUTO, userId ? { userId } : {}, { token }))
    .getAutoMessages;
const remove = (token: string, msgId: string) =>
  t.gql<{ deleteAutoMessage: { success: boolean; message: string } }>(DELETE_AUTO, { msgId }, { token });

async function stored(userId: string): Promise<string[]> {
  const rows = await t.deps.db
    .select({ question: chatAutoMessages.question })
    .from(chatAutoMessages)
    .where(eq(chatAutoMessages.userId, userId));
  return rows.map((row) => row.question);
}

describe('auto-messages', () => {
  it('a tutor adds, lists (oldest first) and deletes their templates', async () => {
    const tutor = await chat.tutor();
    const first = chat.ok(await add(tutor.token, '  What are your rates?  ')).addAutoMessage;
    expect(first).toEqual({
      _id: expect.any(String),
      userId: tutor.user.id,
      question: 'What are your rates?',
      createdAt: t.clock.now().toISOString(),
    });
    t.clock.advance(1000);
    const second = chat.ok(await add(tutor.token, 'When are you free?')).addAutoMessage;
    expect(await list(tutor.token)).toEqual([first, second]);
    expect(await list(tutor.token, tutor.user.id)).toEqual([first, second]);

    expect((await remove(tutor.token, first._id)).data).toEqual({
      deleteAutoMessage: { success: true, message: MESSAGES.autoMessageRemoved },
    });
    expect(await list(tutor.token)).toEqual([second]);
    expectError(await remove(tutor.token, first._id), 'NOT_FOUND', 'notFound');
  });

  it("offers a tutor's templates to others as quick questions, and nobody else's", async () => {
    const tutor = await chat.tutor();
    const student = await chat.student();
    const template = chat.ok(await add(tutor.token, 'Do you teach online?')).addAutoMessage;
    expect(await list(student.token, tutor.user.id)).toEqual([template]);
    expect(await list(student.token)).toEqual([]);
    expect(await list(tutor.token, student.user.id)).toEqual([]);
    expect(await list(student.token, 'not-an-id')).toEqual([]);
  });

  it('only tutors add templates', async () => {
    const student = await chat.student();
    expectError(await add(student.token, 'Hello'), 'FORBIDDEN', 'forbidden');
    expectError(await t.gql(ADD_AUTO, { message: 'Hello' }), 'UNAUTHENTICATED', 'notLoggedIn');
    expect(await stored(student.user.id)).toEqual([]);
  });

  it(`keeps templates to ${TEXT_LIMIT} characters, not blank`, async () => {
    const tutor = await chat.tutor();
    expect((await add(tutor.token, 'x'.repeat(TEXT_LIMIT))).errors).toBeUndefined();
    expectError(await add(tutor.token, 'x'.repeat(TEXT_LIMIT + 1)), 'BAD_USER_INPUT', 'textTooLong', {
      message: 'textTooLong',
    });
    expectError(await add(tutor.token, '   '), 'BAD_USER_INPUT', 'messageRequired', {
      message: 'messageRequired',
    });
    expect(await stored(tutor.user.id)).toHaveLength(1);
  });

  it(`keeps at most ${AUTO_MESSAGES_MAX} templates, also when added at once`, async () => {
    const tutor = await chat.tutor();
    const results = await Promise.all(
      Array.from({ length: AUTO_MESSAGES_MAX + 3 }, (_, i) => add(tutor.token, `Template ${i}`)),
    );
    expect(results.filter((result) => result.errors === undefined)).toHaveLength(AUTO_MESSAGES_MAX);
    for (const refused of results.filter((result) => result.errors !== undefined)) {
      expectError(refused, 'BAD_USER_INPUT', 'tooManyAutoMessages');
    }
    expect(await stored(tutor.user.id)).toHaveLength(AUTO_MESSAGES_MAX);
    const [oldest] = await list(tutor.token);
    await remove(tutor.token, oldest?._id ?? '');
    expect((await add(tutor.token, 'One more')).errors).toBeUndefined();
  });

  it("never deletes another tutor's template", async () => {
    const owner = await chat.tutor();
    const other = await chat.tutor();
    const student = await chat.student();
    const template = chat.ok(await add(owner.token, 'Mine')).addAutoMessage;
    expectError(await remove(other.token, template._id), 'NOT_FOUND', 'notFound');
    expectError(await remove(student.token, template._id), 'NOT_FOUND', 'notFound');
    expectError(await remove(other.token, 'garbage'), 'NOT_FOUND', 'notFound');
    expectError(await t.gql(DELETE_AUTO, { msgId: template._id }), 'UNAUTHENTICATED', 'notLoggedIn');
    expect(await list(owner.token)).toEqual([template]);
  });
});
