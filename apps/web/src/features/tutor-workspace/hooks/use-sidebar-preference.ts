import { useCallback, useSyncExternalStore } from 'react';

/** A display preference of this browser, not session data: it survives logout like favourites do. */
export const SIDEBAR_STORAGE_KEY = 'profileSidebar';

const listeners = new Set<() => void>();

function read(): boolean {
  // On unless the tutor switched it off.
  return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'off';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Spec section 2: the tutor dashboard side menu "is shown only when the sidebar option is on". */
export function useSidebarPreference(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => true);
  const set = useCallback((next: boolean) => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, next ? 'on' : 'off');
    for (const listener of listeners) listener();
  }, []);
  return [on, set];
}
