import { describe, expect, it } from 'vitest';
import { productPath } from '../brand';
import { CLASSROOM_EARLY_ENTRY_MINUTES, classroomOpensAt, classroomWindowState } from './classroom';
import { CLASSROOM_ROUTES, classroomPath } from './classroom-routes';

describe('the classroom window', () => {
  const start = new Date('2026-03-01T10:00:00.000Z');
  const end = new Date('2026-03-01T11:00:00.000Z');
  const at = (iso: string) => classroomWindowState(start, end, new Date(iso));

  it('opens 10 minutes before the start and closes at the end', () => {
    expect(CLASSROOM_EARLY_ENTRY_MINUTES).toBe(10);
    expect(classroomOpensAt(start).toISOString()).toBe('2026-03-01T09:50:00.000Z');
    expect(at('2026-03-01T09:49:59.999Z')).toBe('NOT_YET');
    expect(at('2026-03-01T09:50:00.000Z')).toBe('OPEN');
    expect(at('2026-03-01T10:59:59.999Z')).toBe('OPEN');
    expect(at('2026-03-01T11:00:00.000Z')).toBe('ENDED');
  });

  it('builds the join path under the market from the product slug', () => {
    expect(CLASSROOM_ROUTES.join).toBe(`${productPath('classes')}/join/:id`);
    expect(classroomPath('id', 'abc')).toBe('/id/ajar-classes/join/abc');
  });
});
