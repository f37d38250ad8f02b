import { COUNTRY_CODES, type CountryCode } from '@ajar/domain';
import { Select } from 'antd';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FormField } from '../../../shared/forms/form-field';

interface CountryFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: string;
}

export function CountryField<T extends FieldValues>({ control, name, label }: CountryFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required>
      <Select<CountryCode>
        id={id}
        value={field.value as CountryCode}
        onChange={field.onChange}
        onBlur={field.onBlur}
        options={COUNTRY_CODES.map((code) => ({ value: code, label: t(`countries.${code}`) }))}
      />
    </FormField>
  );
}
