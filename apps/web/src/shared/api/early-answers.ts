import { serverRenderPayload } from '../ssr/payload';
import { isServer } from '../ssr/render-context';
import { serverWaits } from '../ssr/server-waits';

/**
 * Answers asked for before the page that shows them is drawn: a route's loader starts a request
 * as the page's code arrives, and the page takes the answer instead of asking again. Each is taken once,
 * and only while fresh, so a page drawn later asks anew.
 */
const FRESH_MS = 10_000;

const early = new Map<string, { readonly answer: Promise<unknown>; readonly at: number }>();

/** On the server: the data of each answer that came back, for the page the browser takes over. */
const answered = new Map<string, unknown>();

/** Starts `ask` for `key` unless a fresh answer for it is already on its way. */
export function askEarly<T extends { readonly data?: unknown; readonly error?: unknown }>(
  key: string,
  ask: () => Promise<T>,
): void {
  const known = early.get(key);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const answer = ask();
  early.set(key, { answer, at: Date.now() });
  if (isServer) {
    serverWaits.add(
      answer.then((result) => {
        if (result.data && !result.error) answered.set(key, result.data);
      }),
    );
  }
}

/** The answer asked for early for `key`, if it is fresh; it is handed out once. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const known = early.get(key);
  early.delete(key);
  return known && Date.now() - known.at < FRESH_MS ? (known.answer as Promise<T>) : undefined;
}

/**
 * The data already answered for `key` when the page is first drawn: on the server once its loader's answer
 * is in, in the browser from the server's render of the same page (so both draw the same first view).
 */
export function answeredData<T>(key: string): T | undefined {
  if (isServer) return answered.get(key) as T | undefined;
  return serverRenderPayload()?.answers[key] as T | undefined;
}

/** On the server: every answer's data by key, for the browser. */
export function answeredEarly(): Record<string, unknown> {
  return Object.fromEntries(answered);
}

/** On the server, before each render: no answer carries over from another page. */
export function forgetAnswers(): void {
  answered.clear();
  early.clear();
}
