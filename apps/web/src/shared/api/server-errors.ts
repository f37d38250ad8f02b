import type { MessageKey } from '@ajar/domain';
import type { CombinedError } from 'urql';

/**
 * A message key as the API sends them (an identifier). Checked by its form, not against MESSAGES: the
 * table is not in the shell, and a key the web does not know is reported as a missing text.
 */
function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(value);
}

/** What the API says about a failure (docs/error-model.md), read defensively. */
export interface ServerError {
  readonly code: string | null;
  readonly messageKey: MessageKey | null;
  readonly message: string | null;
  readonly fields: Readonly<Record<string, MessageKey>>;
}

function readFields(value: unknown): Record<string, MessageKey> {
  if (typeof value !== 'object' || value === null) return {};
  const fields: Record<string, MessageKey> = {};
  for (const [name, key] of Object.entries(value)) if (isMessageKey(key)) fields[name] = key;
  return fields;
}

export function isCombinedError(error: unknown): error is CombinedError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'graphQLErrors' in error &&
    Array.isArray((error as CombinedError).graphQLErrors)
  );
}

/** The first GraphQL error the server reported, or an empty reading. */
export function readServerError(error: unknown): ServerError {
  if (isCombinedError(error)) {
    const first = error.graphQLErrors[0];
    if (first) {
      const { code, messageKey, fields } = first.extensions as Record<string, unknown>;
      return {
        code: typeof code === 'string' ? code : null,
        messageKey: isMessageKey(messageKey) ? messageKey : null,
        message: first.message || null,
        fields: readFields(fields),
      };
    }
  }
  // Network failures and thrown errors carry technical text, never a message meant for a reader.
  return { code: null, messageKey: null, message: null, fields: {} };
}
