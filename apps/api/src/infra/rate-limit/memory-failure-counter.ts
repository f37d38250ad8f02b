import type { FailureCounter } from './failure-counter';

interface Window {
  count: number;
  endsAt: number;
}

const SWEEP_EVERY = 1000;

export function memoryFailureCounter(windowMs: number): FailureCounter {
  const windows = new Map<string, Window>();
  let writes = 0;

  const live = (key: string, now: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.endsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  // Random keys (unknown emails) must not grow the map forever.
  const sweep = (now: number): void => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  };

  return {
    count: async (key, now) => live(key, now.getTime())?.count ?? 0,
    increment: async (key, now) => {
      const at = now.getTime();
      if (++writes % SWEEP_EVERY === 0) sweep(at);
      const window = live(key, at) ?? { count: 0, endsAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      return window.count;
    },
    decrement: async (key, now) => {
      const window = live(key, now.getTime());
      if (window) window.count = Math.max(0, window.count - 1);
    },
    reset: async (key) => {
      windows.delete(key);
    },
    close: async () => {
      windows.clear();
    },
  };
}
