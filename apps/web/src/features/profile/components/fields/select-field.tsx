import { Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../../../../shared/forms/form-field';

interface SelectFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: ReactNode;
  readonly options: SelectProps['options'];
  readonly required?: boolean;
  readonly placeholder?: string;
  readonly loading?: boolean;
  readonly showSearch?: boolean;
  readonly extra?: ReactNode;
  readonly onPicked?: (value: string) => void;
}

/** A labelled antd Select bound to react-hook-form, searchable by label. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  placeholder,
  loading,
  showSearch = true,
  extra,
  onPicked,
}: SelectFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required={required} extra={extra}>
      <Select
        id={id}
        ref={field.ref}
        value={(field.value as string | null | undefined) || undefined}
        onChange={(value: string) => {
          field.onChange(value ?? null);
          onPicked?.(value);
        }}
        onBlur={field.onBlur}
        options={options}
        placeholder={placeholder}
        loading={loading}
        allowClear={!required}
        showSearch={showSearch ? { optionFilterProp: 'label' } : false}
        status={fieldState.error ? 'error' : undefined}
        aria-invalid={fieldState.error ? true : undefined}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}
