import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { OperationResult } from 'urql';
import { showSuccess } from '../../../shared/feedback/toast';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { FormAlert } from '../../../shared/forms/form-alert';
import { placeServerErrors } from '../forms/place-server-errors';
import type { ItemFormProps } from './list-section-editor';

/** A save that failed: the server's error and where its field errors go in the form. */
export interface SaveFailure<T extends FieldValues> {
  readonly error: unknown;
  readonly resolve: (serverField: string) => FieldPath<T> | null;
}

/** The failure of a finished mutation, or null when it worked. */
export function failureOf<T extends FieldValues>(
  result: Pick<OperationResult, 'error'>,
  resolve: SaveFailure<T>['resolve'],
): SaveFailure<T> | null {
  return result.error ? { error: result.error, resolve } : null;
}

/**
 * The submit of an item's form: saves, places the server's field errors on the fields (or shows its
 * message above the form), and on success says "Saved" and closes the dialog.
 */
export function useItemSave<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'handleSubmit' | 'setError'>,
  { onClose, onSaving }: Pick<ItemFormProps<unknown>, 'onClose' | 'onSaving'>,
  save: (values: T) => Promise<SaveFailure<T> | null>,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<FormError | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    onSaving(true);
    try {
      const failure = await save(values);
      if (failure) {
        setFormError(placeServerErrors(failure.error, form.setError, failure.resolve));
        return;
      }
      showSuccess(t('profile.common.saved'));
      onClose();
    } finally {
      onSaving(false);
    }
  });
  return { formError, onSubmit };
}

interface ItemFormFrameProps {
  readonly id: string;
  readonly label: string;
  readonly formError: FormError | null;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly children: ReactNode;
}

/** An item's form in its dialog, with the error that belongs to no field above it. */
export function ItemFormFrame({ id, label, formError, onSubmit, children }: ItemFormFrameProps) {
  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame id={id} onSubmit={onSubmit} label={label}>
        {children}
      </FormFrame>
    </>
  );
}
