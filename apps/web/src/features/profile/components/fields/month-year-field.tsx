import { yearList } from '@ajar/domain';
import { Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { FormField } from '../../../../shared/forms/form-field';
import { joinMonthYear, splitMonthYear } from './month-year';

interface MonthYearFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

/**
 * A month and a year from the domain's year list (1980 to this year), kept in the form as the
 * YYYY-MM-01 date the API takes. Either half alone leaves the value empty.
 */
export function MonthYearField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
}: MonthYearFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const { month, year } = splitMonthYear(field.value as string | null | undefined);
  const id = `field-${name}`;
  const monthNames = Array.from({ length: 12 }, (_, index) =>
    dayjs().locale(i18n.language).month(index).format('MMMM'),
  );
  const status = fieldState.error ? 'error' : undefined;
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required={required}>
      <Space.Compact block>
        <Select
          id={id}
          aria-label={t('profile.common.month')}
          placeholder={t('profile.common.month')}
          value={month ?? undefined}
          disabled={disabled}
          status={status}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value: number) => field.onChange(joinMonthYear(value, year))}
          onBlur={field.onBlur}
          options={monthNames.map((name, index) => ({ value: index + 1, label: name }))}
          style={{ width: '55%' }}
        />
        <Select
          aria-label={t('profile.common.year')}
          placeholder={t('profile.common.year')}
          value={year ?? undefined}
          disabled={disabled}
          status={status}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value: number) => field.onChange(joinMonthYear(month, value))}
          onBlur={field.onBlur}
          options={yearList().map((value) => ({ value, label: String(value) }))}
          style={{ width: '45%' }}
        />
      </Space.Compact>
    </FormField>
  );
}
