import { useEffect, useRef } from 'react';
import { onWsReconnected } from '../../../shared/api/ws-client';

/** Runs `onReconnect` whenever the realtime socket comes back after a drop (events may be missed). */
export function useWsReconnected(onReconnect: () => void, enabled = true): void {
  const handler = useRef(onReconnect);
  useEffect(() => {
    handler.current = onReconnect;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return onWsReconnected(() => handler.current());
  }, [enabled]);
}
