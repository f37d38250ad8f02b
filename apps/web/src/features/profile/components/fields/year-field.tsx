import { yearList } from '@ajar/domain';
import { Select } from 'antd';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { FormField } from '../../../../shared/forms/form-field';

interface YearFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: ReactNode;
  readonly required?: boolean;
}

/** A year from the domain's year list, kept in the form as a number. */
export function YearField<T extends FieldValues>({ control, name, label, required }: YearFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required={required}>
      <Select
        id={id}
        ref={field.ref}
        placeholder={t('profile.common.year')}
        value={(field.value as number | null | undefined) ?? undefined}
        onChange={(value: number) => field.onChange(value)}
        onBlur={field.onBlur}
        status={fieldState.error ? 'error' : undefined}
        options={yearList().map((value) => ({ value, label: String(value) }))}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}
