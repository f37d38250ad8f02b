import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TextField } from '../../../shared/forms/text-field';

/** A form that keeps a person's names under these fields. */
interface NameValues extends FieldValues {
  firstName: string;
  lastName: string;
}

/** First and last name, both required, filled in by the browser from the person's own names. */
export function NameFields<T extends NameValues>({ control }: { readonly control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        control={control}
        name={'firstName' as FieldPath<T>}
        label={t('auth.fields.firstName')}
        autoComplete="given-name"
        required
      />
      <TextField
        control={control}
        name={'lastName' as FieldPath<T>}
        label={t('auth.fields.lastName')}
        autoComplete="family-name"
        required
      />
    </>
  );
}
