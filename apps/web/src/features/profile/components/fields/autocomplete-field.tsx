import { AutoComplete } from 'antd';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../../../../shared/forms/form-field';

interface AutoCompleteFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: ReactNode;
  readonly options: readonly string[];
  readonly required?: boolean;
  readonly placeholder?: string;
  readonly maxLength?: number;
}

/** Free text with suggestions from a list (e.g. subject names for an experience). */
export function AutoCompleteField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  placeholder,
  maxLength,
}: AutoCompleteFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const value = (field.value as string | null | undefined) ?? '';
  const needle = value.trim().toLowerCase();
  const shown = options.filter((option) => option.toLowerCase().includes(needle)).slice(0, 50);
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required={required}>
      <AutoComplete
        id={id}
        value={value}
        onChange={(next: string) => field.onChange(next)}
        onBlur={field.onBlur}
        options={shown.map((option) => ({ value: option }))}
        placeholder={placeholder}
        status={fieldState.error ? 'error' : undefined}
        maxLength={maxLength}
        style={{ width: '100%' }}
      />
    </FormField>
  );
}
