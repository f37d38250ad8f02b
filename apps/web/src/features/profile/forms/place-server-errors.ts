import { MESSAGES } from '@ajar/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { readServerError } from '../../../shared/api/server-errors';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { describeError } from '../../../shared/feedback/toast';

/**
 * Like applyServerErrors, for forms whose inputs are named differently from the operation's arguments
 * (e.g. `list.0.levels.1.pricePerHour` → `levels.1.price`): `resolve` names the input for a server field.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  resolve: (serverField: string) => FieldPath<T> | null,
): FormError | null {
  const { fields, messageKey } = readServerError(error);
  let placed = 0;
  for (const [serverField, key] of Object.entries(fields)) {
    const name = resolve(serverField);
    if (name) {
      setError(name, { type: 'server', message: MESSAGES[key] });
      placed += 1;
    }
  }
  return placed > 0 ? null : { ...describeError(error), messageKey };
}

/** `list.0.institution` → `institution` for a form that edits one item of a list argument. */
export function firstItemField(serverField: string): string | null {
  const match = /^list\.0\.(.+)$/.exec(serverField);
  return match?.[1] ?? (serverField.includes('.') ? null : serverField);
}
