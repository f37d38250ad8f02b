import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, takeEarly } from './early-answers';

afterEach(() => vi.useRealTimers());

describe('answers asked for early', () => {
  it('hands an answer out once, and asks once while it is on its way', async () => {
    const ask = vi.fn(() => Promise.resolve({ data: 'tutors' }));
    askEarly('search:a', ask);
    askEarly('search:a', ask);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await takeEarly('search:a')).toEqual({ data: 'tutors' });
    expect(takeEarly('search:a')).toBeUndefined();
    expect(takeEarly('search:b')).toBeUndefined();
  });

  it('drops an answer nobody took within 10 s', () => {
    vi.useFakeTimers({ now: 0 });
    askEarly('search:c', () => Promise.resolve({ data: 'old' }));
    vi.setSystemTime(10_001);
    expect(takeEarly('search:c')).toBeUndefined();
  });
});
