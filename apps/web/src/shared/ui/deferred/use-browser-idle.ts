import { useEffect, useState } from 'react';

/** The longest a part waits for the browser to be idle before it loads anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `callback` once the browser has nothing more pressing to do (or after 3 s): for what a page's first view
 * does not show, so its requests and work come after the first view's (issue 16).
 */
export function whenBrowserIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
}

/** False until the browser has first been idle after `ready` became true (at once by default), then true. */
export function useBrowserIdle(ready = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle || !ready ? undefined : whenBrowserIdle(() => setIdle(true))), [idle, ready]);
  return idle;
}
