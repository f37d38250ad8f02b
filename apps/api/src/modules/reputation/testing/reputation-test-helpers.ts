import type { BookingStatus } from '@ajar/domain';
import type { TestApp } from '../../../test/test-app';
import { bookings } from '../../booking/testing';
import { chatMessages, chatRooms } from '../../chat';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A message of a room: who wrote it, and when (minutes after the room's start). */
export interface Said {
  readonly by: 'tutor' | 'student';
  readonly at: number;
}

/** A chat room of the pair whose messages started `daysAgo` before the test clock, written directly. */
export async function roomWith(
  t: TestApp,
  tutorId: string,
  studentId: string,
  daysAgo: number,
  messages: readonly Said[],
): Promise<void> {
  const start = t.clock.now().getTime() - daysAgo * DAY_MS;
  const at = (minutes: number) => new Date(start + minutes * MINUTE_MS);
  const [memberLow, memberHigh] = [tutorId, studentId].sort();
  const last = at(Math.max(...messages.map((message) => message.at)));
  const [room] = await t.deps.db
    .insert(chatRooms)
    .values({ memberLow: memberLow ?? '', memberHigh: memberHigh ?? '', createdAt: at(0), updatedAt: last })
    .returning({ id: chatRooms.id });
  for (const message of messages) {
    await t.deps.db.insert(chatMessages).values({
      roomId: room?.id ?? '',
      ownerId: message.by === 'tutor' ? tutorId : studentId,
      content: 'Hello',
      createdAt: at(message.at),
    });
  }
}

let slot = 0;

/** A booking with the tutor made `daysAgo` before the test clock, in this status. */
export async function bookingOf(
  t: TestApp,
  tutorId: string,
  studentId: string,
  status: BookingStatus,
  daysAgo = 1,
): Promise<void> {
  slot += 1;
  const start = new Date(t.clock.now().getTime() + slot * 2 * 60 * MINUTE_MS);
  await t.deps.db.insert(bookings).values({
    tutorId,
    studentId,
    subjectName: 'Mathematics',
    levelName: 'Secondary 1',
    startTime: start,
    endTime: new Date(start.getTime() + 60 * MINUTE_MS),
    durationMinutes: 60,
    type: 'ONLINE',
    status,
    country: 'sg',
    currency: 'SGD',
    priceMinor: 4000,
    dueMinor: 4000,
    createdAt: new Date(t.clock.now().getTime() - daysAgo * DAY_MS),
  });
}
