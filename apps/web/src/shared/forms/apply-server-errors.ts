import { MESSAGES, type MessageKey } from '@ajar/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { readServerError } from '../api/server-errors';
import { describeError, type ShownError } from '../feedback/toast';

export interface FormError extends ShownError {
  readonly messageKey: MessageKey | null;
}

/**
 * Puts the server's field errors under their inputs. Returns the form-level error to show when no
 * field took it (e.g. 'Wrong email or password'), or null when every message found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): FormError | null {
  const { fields, messageKey } = readServerError(error);
  let placed = 0;
  for (const name of fieldNames) {
    const key = fields[name];
    if (key) {
      setError(name, { type: 'server', message: MESSAGES[key] });
      placed += 1;
    }
  }
  return placed > 0 ? null : { ...describeError(error), messageKey };
}
