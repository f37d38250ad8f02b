import { TOAST_DURATION_MS, TOAST_ERROR_DURATION_MS } from '@ajar/domain';
import { i18n } from '../i18n/i18n';
import { readServerError } from '../api/server-errors';
import { withAntdMessage } from './antd-api';

// antd counts message durations in seconds.
const seconds = (ms: number): number => ms / 1000;

// Toasts are antd's messages, fetched with the antd scope the first time (./antd-api.ts): these functions
// return at once either way.

export function showSuccess(text: string): void {
  withAntdMessage((message) => void message.success(text, seconds(TOAST_DURATION_MS)));
}

export function showInfo(text: string): void {
  withAntdMessage((message) => void message.info(text, seconds(TOAST_DURATION_MS)));
}

/** An error in words of our own (not a server error): shown as long as `showError`'s. */
export function showErrorText(text: string): void {
  withAntdMessage((message) => void message.error(text, seconds(TOAST_ERROR_DURATION_MS)));
}

/**
 * A short spinner toast, e.g. 'Logging you in...'. It closes by itself after TOAST_DURATION_MS at most;
 * the returned function closes it as soon as the work it announces is done (the next page is shown),
 * also before it has appeared (then it never does).
 */
export function showProgress(text: string): () => void {
  let closed = false;
  let close: (() => void) | null = null;
  withAntdMessage((message) => {
    if (!closed) close = message.loading(text, seconds(TOAST_DURATION_MS));
  });
  return () => {
    closed = true;
    close?.();
  };
}

export interface ShownError {
  readonly message: string;
  readonly code: string | number;
}

/**
 * Spec section 8's generic handler: the first server message, else the fallback; code defaults to -1. The
 * message in the reader's language once the spec's texts are in (they load just after the first view),
 * the server's English until then.
 */
export function describeError(error: unknown): ShownError {
  const { code, messageKey, message } = readServerError(error);
  const known = messageKey !== null && (message === null || i18n.exists(`messages.${messageKey}`));
  const text =
    messageKey && known ? i18n.t(`messages.${messageKey}`) : (message ?? i18n.t('messages.fallback'));
  return { message: text, code: code ?? -1 };
}

export function showError(error: unknown): ShownError {
  const shown = describeError(error);
  showErrorText(shown.message);
  return shown;
}
