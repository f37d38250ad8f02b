import { useSyncExternalStore } from 'react';

/** Set when the API answers 502/503: the shell then shows the 502 maintenance page. */
let unavailable = false;
const listeners = new Set<() => void>();

export function markApiUnavailable(): void {
  if (unavailable) return;
  unavailable = true;
  for (const listener of listeners) listener();
}

export function isApiUnavailable(): boolean {
  return unavailable;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useApiUnavailable(): boolean {
  return useSyncExternalStore(subscribe, isApiUnavailable, isApiUnavailable);
}

export function isUnavailableStatus(status: number): boolean {
  return status === 502 || status === 503;
}
