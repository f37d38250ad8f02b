import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  IDLE_TIMEOUT_MS,
  LOGIN_SLOWDOWN_MAX_MS,
  YEAR_LIST_START,
  loginSlowdownMs,
  previewText,
  yearList,
} from './constants';

describe('constants', () => {
  it('idles after exactly 20 minutes', () => {
    expect(IDLE_TIMEOUT_MS).toBe(1_200_000);
  });

  it('lists years from the current year down to 1980', () => {
    const years = yearList(new Date('2026-11-22T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(YEAR_LIST_START);
    expect(years).toHaveLength(2026 - 1980 + 1);
  });

  it('cuts previews at 250 characters plus an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        const preview = previewText(text);
        if (text.length <= 250) expect(preview).toBe(text);
        else expect(preview).toBe(`${text.slice(0, 250)}...`);
      }),
    );
  });

  it('slows sign-in after 5 failures, doubling from half a second up to 8 seconds', () => {
    expect([1, 5, 6, 7, 8, 9, 10, 20].map(loginSlowdownMs)).toEqual([
      0, 0, 500, 1000, 2000, 4000, 8000, 8000,
    ]);
    expect(loginSlowdownMs(1_000_000)).toBe(LOGIN_SLOWDOWN_MAX_MS);
  });
});
