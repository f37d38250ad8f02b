import { IDLE_TIMEOUT_MS } from '@ajar/domain';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

export interface IdleTrackerOptions {
  readonly onIdle: () => void;
  readonly timeoutMs?: number;
  readonly now?: () => number;
  readonly target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Spec section 4, "Idle": every `timeoutMs` it checks whether the last activity is at least that old.
 * Returns the stop function.
 */
export function startIdleTracker({
  onIdle,
  timeoutMs = IDLE_TIMEOUT_MS,
  now = Date.now,
  target = window,
}: IdleTrackerOptions): () => void {
  let lastActivity = now();
  const markActive = (): void => {
    lastActivity = now();
  };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, markActive, { passive: true });
  const timer = setInterval(() => {
    if (now() - lastActivity >= timeoutMs) onIdle();
  }, timeoutMs);
  return () => {
    clearInterval(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, markActive);
  };
}
