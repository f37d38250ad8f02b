import { IDLE_TIMEOUT_MS } from '@ajar/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIdleTracker } from './idle-tracker';

afterEach(() => vi.useRealTimers());

describe('idle tracker (spec section 4)', () => {
  it('reports idleness after 20 minutes without activity, and checks again every 20 minutes', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = startIdleTracker({ onIdle });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not report while the user is active', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = startIdleTracker({ onIdle });
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS / 2);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(IDLE_TIMEOUT_MS / 2);
    expect(onIdle).not.toHaveBeenCalled();
    stop();
  });
});
