import { describe, expect, it } from 'vitest';
import { createStudyRoomSchema, startStudyTimerSchema } from './room-schema';
import { studyRoomPath } from './room-routes';
import { studyTimerPhase } from './rooms';

describe('study rooms', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('walks the shared timer through focus and break rounds', () => {
    expect(studyTimerPhase(start, 25, 5, at(0))).toEqual({
      phase: 'FOCUS',
      round: 0,
      remainingMs: 25 * 60_000,
    });
    expect(studyTimerPhase(start, 25, 5, at(26))).toEqual({
      phase: 'BREAK',
      round: 0,
      remainingMs: 4 * 60_000,
    });
    expect(studyTimerPhase(start, 25, 5, at(31))).toEqual({
      phase: 'FOCUS',
      round: 1,
      remainingMs: 24 * 60_000,
    });
    expect(studyTimerPhase(start, 25, 5, at(-3)).remainingMs).toBe(25 * 60_000);
  });

  it('checks a new room and a timer', () => {
    expect(
      createStudyRoomSchema.safeParse({ name: ' ', topic: 'MATHS', mode: 'CAMERA', capacity: 4 }).success,
    ).toBe(false);
    expect(
      createStudyRoomSchema.safeParse({ name: 'Calc', topic: 'MATHS', mode: 'AUDIO', capacity: 5 }).success,
    ).toBe(false);
    expect(
      createStudyRoomSchema.parse({ name: ' Calc ', topic: 'MATHS', mode: 'AUDIO', capacity: 2 }).name,
    ).toBe('Calc');
    expect(startStudyTimerSchema.safeParse({ focusMinutes: 30, breakMinutes: 5 }).success).toBe(false);
    expect(studyRoomPath('sg', 'a b')).toBe('/sg/ajar-rooms/a%20b');
  });
});
