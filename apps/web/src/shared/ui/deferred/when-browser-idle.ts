import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest a part waits for the browser to be idle before it loads anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `callback` once the browser has nothing more pressing to do (or after 3 s): for what a page's first view
 * does not show, so its requests and work come after the first view's.
 */
function whenBrowserIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
}

/**
 * Draws `children` once the browser has first been idle after this mounted, as a transition. Only this part
 * renders again then, not the page around it (a hook in the page would draw the whole page a second time).
 */
export function WhenBrowserIdle({ children }: { readonly children: ReactNode }): ReactNode {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenBrowserIdle(() => startTransition(() => setIdle(true)))), [idle]);
  return idle ? children : null;
}
