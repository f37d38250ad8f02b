import { isServer } from './render-context';

/**
 * What a route's loader asked for, for a render on the server: in the browser a loader never waits
 * for its page's data, but the server renders the page once those answers are in.
 */
const pending = new Set<Promise<unknown>>();

export const serverWaits = {
  /** On the server, the render waits for `answer`; in the browser nothing happens. */
  add(answer: Promise<unknown>): void {
    if (isServer) pending.add(answer);
  },
  /** Settles once every answer asked for (including those asked while waiting) is in, failed or not. */
  async settle(): Promise<void> {
    while (pending.size > 0) {
      const answers = [...pending];
      pending.clear();
      await Promise.allSettled(answers);
    }
  },
};
