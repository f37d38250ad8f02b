import type { ReactNode } from 'react';
import { loadNamespaces, namespacesLoaded } from './i18n';

const pending = new Map<string, Promise<void>>();

/** Draws its children once these namespaces' English texts are in (suspends until then). */
export function NamespacesGate({
  namespaces,
  children,
}: {
  readonly namespaces: readonly string[];
  readonly children: ReactNode;
}) {
  if (!namespacesLoaded(namespaces)) {
    const key = namespaces.join(',');
    let loading = pending.get(key);
    if (!loading) {
      loading = loadNamespaces(namespaces).finally(() => pending.delete(key));
      pending.set(key, loading);
    }
    // Suspense: the nearest boundary waits for the texts (a failed fetch shows the keys, and is told).
    throw loading.catch(() => undefined);
  }
  return children;
}
