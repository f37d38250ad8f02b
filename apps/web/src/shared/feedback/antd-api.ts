import type { message, notification } from 'antd';
import { loadAntdScope } from '../ui/antd-scope-loader';

export type MessageApi = typeof message;
export type NotificationApi = typeof notification;

/**
 * antd's message and notification, without antd in the shell: the first toast or notice
 * fetches the antd scope (theme, locale, placement below the header), which the pages that use antd have
 * usually fetched already. Later ones are shown at once.
 */
export interface AntdApi {
  readonly message: MessageApi;
  readonly notification: NotificationApi;
}

let loaded: AntdApi | null = null;
let fetching: Promise<AntdApi> | null = null;
let override: Partial<AntdApi> | null = null;

function fetchApi(): Promise<AntdApi> {
  fetching ??= loadAntdScope().then(
    ({ antdFeedback }) => (loaded = antdFeedback),
    (error: unknown) => {
      fetching = null; // the next toast tries again
      throw error;
    },
  );
  return fetching;
}

function apiNow(): Partial<AntdApi> | null {
  return override ? { ...loaded, ...override } : loaded;
}

/** Runs `show` with antd's message API: at once when it is here, else once it has arrived. */
export function withAntdMessage(show: (message: MessageApi) => void): void {
  const now = apiNow()?.message;
  if (now) show(now);
  else void fetchApi().then((api) => show(apiNow()?.message ?? api.message), reportUnavailable);
}

/** Runs `show` with antd's notification API: at once when it is here, else once it has arrived. */
export function withAntdNotification(show: (notification: NotificationApi) => void): void {
  const now = apiNow()?.notification;
  if (now) show(now);
  else void fetchApi().then((api) => show(apiNow()?.notification ?? api.notification), reportUnavailable);
}

/** antd's message API, fetched if need be. */
export async function antdMessage(): Promise<MessageApi> {
  return apiNow()?.message ?? (await fetchApi()).message;
}

/** antd's notification API, fetched if need be. */
export async function antdNotification(): Promise<NotificationApi> {
  return apiNow()?.notification ?? (await fetchApi()).notification;
}

// A toast that cannot be shown (the chunk failed to load, e.g. offline) is dropped: the page goes on.
function reportUnavailable(error: unknown): void {
  console.warn('antd feedback unavailable', error);
}

/** Tests: stand-ins for antd's APIs (null restores them). */
export function setAntdApi(next: Partial<AntdApi> | null): void {
  override = next;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Tests: waits for a toast still fetching antd, then clears every toast and notice and waits until antd
 * has drawn them away (its close animation and timers), so nothing of antd's own roots renders once the
 * test's window is gone.
 */
export async function clearAntdFeedback(): Promise<void> {
  await fetching?.catch(() => undefined);
  if (!loaded) return;
  // A toast asked for just now is still opening (antd draws its holder, then the notice): let it open.
  await pause(50);
  loaded.message.destroy();
  loaded.notification.destroy();
  for (let waited = 0; waited < 2000 && document.querySelector(SHOWN_FEEDBACK); waited += 20) await pause(20);
  await pause(20);
}

const SHOWN_FEEDBACK = '.ant-message-notice, .ant-notification-notice';
