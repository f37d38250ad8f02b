/** The address typed on the previous page travels in router state, never in the URL (logs, referrers). */
export function emailFromState(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.length > 0 ? email : null;
}
