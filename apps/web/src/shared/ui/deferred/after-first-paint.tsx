import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` only once the page's first frame is on screen, as a transition of its own (so
 * a phone's first task stays short). For parts below the first screen: the reader never sees them arrive,
 * and the first commit creates, styles and lays out only what the first screen shows.
 */
export function AfterFirstPaint({ children }: { readonly children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after this commit paints first; the timer then runs in a task of its own after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready ? children : null;
}
