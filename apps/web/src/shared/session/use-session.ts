import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type SessionSnapshot } from './session-store';

export interface Session extends SessionSnapshot {
  readonly isSignedIn: boolean;
}

export function useSession(): Session {
  const snapshot = useSyncExternalStore(subscribeSession, getSession, getSession);
  return { ...snapshot, isSignedIn: snapshot.token !== null && snapshot.token !== '' };
}
