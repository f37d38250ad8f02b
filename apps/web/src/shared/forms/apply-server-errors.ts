import { MESSAGES, type MessageKey } from '@ajar/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { readServerError } from '../api/server-errors';
import { describeError, type ShownError } from '../feedback/toast';

export interface FormError extends ShownError {
  readonly messageKey: MessageKey | null;
}

/**
 * Hands each of the server's field errors (the spec's English text) to `place` for its input. Returns the
 * form-level error to show when no field took it (e.g. 'Wrong email or password'), or null when every
 * message found its field.
 */
export function placeServerErrors<Name extends string>(
  error: unknown,
  place: (name: Name, message: string) => void,
  fieldNames: readonly Name[],
): FormError | null {
  const { fields, messageKey } = readServerError(error);
  let placed = 0;
  for (const name of fieldNames) {
    const key = fields[name];
    if (key) {
      place(name, MESSAGES[key]);
      placed += 1;
    }
  }
  return placed > 0 ? null : { ...describeError(error), messageKey };
}

/** placeServerErrors for a react-hook-form form. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly FieldPath<T>[],
): FormError | null {
  return placeServerErrors(error, (name, message) => setError(name, { type: 'server', message }), fieldNames);
}
