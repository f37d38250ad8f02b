import type { SSRData } from 'urql';
import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` carrying a server render's state to the browser. */
export const PAYLOAD_ELEMENT_ID = 'ajar-ssr';

/**
 * What the browser needs to take over a page rendered on the server: the same route data, the
 * same GraphQL answers and the same texts, so its first render matches the HTML.
 */
export interface ServerRenderPayload {
  readonly path: string;
  readonly language: string;
  /** Whether the server drew the phone layout (its guess from the request): the browser's first render does too. */
  readonly mobile: boolean;
  readonly namespaces: readonly string[];
  readonly router: HydrationState;
  readonly urql: SSRData;
  readonly answers: Readonly<Record<string, unknown>>;
}

let read = false;
let payload: ServerRenderPayload | null = null;

/** The payload of the page the browser was sent, once: later pages are drawn by the browser. */
export function serverRenderPayload(): ServerRenderPayload | null {
  if (read || typeof document === 'undefined') return payload;
  read = true;
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as ServerRenderPayload;
    payload = parsed.path === window.location.pathname ? parsed : null;
  } catch {
    payload = null;
  }
  return payload;
}

/** After the takeover: what the server answered is not handed out again. */
export function forgetServerRenderPayload(): void {
  read = true;
  payload = null;
}
