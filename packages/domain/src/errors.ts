import { MESSAGES, type MessageKey } from './messages';

/**
 * The one error model: every failure the API reports carries a code (one of these), the message key
 * whose text it shows, and for bad input the field-by-field message keys.
 */
export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type FieldErrors = Readonly<Record<string, MessageKey>>;

export interface ErrorPayload {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly message: string;
  readonly fields?: FieldErrors;
}

export function errorPayload(code: ErrorCode, messageKey: MessageKey, fields?: FieldErrors): ErrorPayload {
  return { code, messageKey, message: MESSAGES[messageKey], ...(fields ? { fields } : {}) };
}
