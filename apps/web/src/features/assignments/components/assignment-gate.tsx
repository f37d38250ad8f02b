import type { ReactNode } from 'react';
import { useSession } from '../../../shared/session/use-session';
import { GuestPrompt } from './guest-prompt';

/** Assignment pages are for signed-in people: a guest sees the login prompt in place (no redirect). */
export function AssignmentGate({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  return isSignedIn ? children : <GuestPrompt />;
}
