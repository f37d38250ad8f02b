import { describe, expect, it } from 'vitest';
import { acceptancePercent, medianReplyMinutes, replyWithin } from './reputation';

const minutes = (...values: number[]) => values.map((value) => value * 60);

describe('medianReplyMinutes', () => {
  it('shows nothing below three rooms', () => {
    expect(medianReplyMinutes([])).toBeNull();
    expect(medianReplyMinutes(minutes(5, 10))).toBeNull();
  });
  it('takes the middle wait, or the mean of the two middle ones, rounded up to a minute', () => {
    expect(medianReplyMinutes(minutes(300, 5, 10))).toBe(10);
    expect(medianReplyMinutes(minutes(5, 10, 20, 1000))).toBe(15);
    expect(medianReplyMinutes([1, 2, 61])).toBe(1);
    expect(medianReplyMinutes([0, 0, 0])).toBe(0);
  });
});

describe('replyWithin', () => {
  it('reads minutes as an hour, 2 hours, a day, or longer, each bound included', () => {
    expect(replyWithin(null)).toBeNull();
    expect(replyWithin(0)).toBe('HOUR');
    expect(replyWithin(60)).toBe('HOUR');
    expect(replyWithin(61)).toBe('TWO_HOURS');
    expect(replyWithin(120)).toBe('TWO_HOURS');
    expect(replyWithin(121)).toBe('DAY');
    expect(replyWithin(24 * 60)).toBe('DAY');
    expect(replyWithin(24 * 60 + 1)).toBe('DAYS');
  });
});

describe('acceptancePercent', () => {
  it('shows nothing below three decisions', () => {
    expect(acceptancePercent(0, 0)).toBeNull();
    expect(acceptancePercent(2, 0)).toBeNull();
  });
  it('is accepted over decided, in whole percent rounded down', () => {
    expect(acceptancePercent(3, 0)).toBe(100);
    expect(acceptancePercent(2, 1)).toBe(66);
    expect(acceptancePercent(0, 3)).toBe(0);
    expect(acceptancePercent(249, 1)).toBe(99);
  });
});
