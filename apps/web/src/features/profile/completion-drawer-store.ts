import { useSyncExternalStore } from 'react';

/**
 * Whether the profile completion drawer is open. The header's 'Profile completion' item and the button on
 * profile/me both open it; one drawer, mounted by the header, shows it.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openCompletionDrawer(): void {
  set(true);
}

export function closeCompletionDrawer(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCompletionDrawerOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
