import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { FormField } from '../../../shared/forms/form-field';

const ISO_DATE = 'YYYY-MM-DD';

interface DobFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
}

/** Optional date of birth, kept in the form as YYYY-MM-DD (what the API takes). */
export function DobField<T extends FieldValues>({ control, name }: DobFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value, ISO_DATE) : null;
  return (
    <FormField label={t('auth.fields.dob')} htmlFor={id} error={fieldState.error}>
      <DatePicker
        id={id}
        value={value}
        onChange={(date) => field.onChange(date ? date.format(ISO_DATE) : null)}
        onBlur={field.onBlur}
        disabledDate={(date) => date.isAfter(dayjs())}
        placeholder={t('auth.fields.dobPlaceholder')}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}
