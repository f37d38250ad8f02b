import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { chatClient, type Member } from './chat-test-helpers';
import { chatMessages } from '../chat.tables';

/** What the chat tests share: the app, its chat client, a student and tutor with their room, counts. */

export let t: TestApp;
export let chat: ReturnType<typeof chatClient>;

/** Starts the app and its chat client for the file. */
export function setUpChat(): void {
  beforeAll(async () => {
    t = await startTestApp();
    chat = chatClient(t);
  });
  afterAll(() => t.close());
}

export async function messageCount(roomId: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.roomId, roomId));
  return row?.n ?? 0;
}

/** A student and a tutor with their room. */
export async function pair(): Promise<{ student: Member; tutor: Member; roomId: string }> {
  const student = await chat.student({ firstName: 'Siti', lastName: 'Rahma' });
  const tutor = await chat.tutor({ firstName: 'Wei Ling', lastName: 'Tan' });
  return { student, tutor, roomId: await chat.roomOf(student, tutor) };
}
