/**
 * Answers asked for before the page that shows them is drawn (issue 16): a route's loader starts a request
 * as the page's code arrives, and the page takes the answer instead of asking again. Each is taken once,
 * and only while fresh, so a page drawn later asks anew.
 */
const FRESH_MS = 10_000;

const early = new Map<string, { readonly answer: Promise<unknown>; readonly at: number }>();

/** Starts `ask` for `key` unless a fresh answer for it is already on its way. */
export function askEarly<T>(key: string, ask: () => Promise<T>): void {
  const known = early.get(key);
  if (known && Date.now() - known.at < FRESH_MS) return;
  early.set(key, { answer: ask(), at: Date.now() });
}

/** The answer asked for early for `key`, if it is fresh; it is handed out once. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const known = early.get(key);
  early.delete(key);
  return known && Date.now() - known.at < FRESH_MS ? (known.answer as Promise<T>) : undefined;
}
