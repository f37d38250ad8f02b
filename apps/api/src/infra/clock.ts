/** Services read time only from here, so tests can move it. */
export interface Clock {
  now(): Date;
  /** Waits without blocking the event loop; a manual clock moves itself on instead of waiting. */
  sleep(ms: number): Promise<void>;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const systemClock: Clock = { now: () => new Date(), sleep: realSleep };

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    sleep: async (ms) => {
      current += ms;
    },
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** The system clock moved by an offset: the end-to-end journeys' test clock (NODE_ENV=test only). */
export interface ShiftedClock extends Clock {
  readonly offsetMs: () => number;
  readonly setOffset: (ms: number) => void;
}

export function shiftedClock(): ShiftedClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    sleep: realSleep,
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}

export const isShiftedClock = (clock: Clock): clock is ShiftedClock =>
  typeof (clock as Partial<ShiftedClock>).setOffset === 'function';
