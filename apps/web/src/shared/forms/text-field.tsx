import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';

interface TextFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly label: ReactNode;
  readonly type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  readonly autoComplete?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly maxLength?: number;
  readonly prefix?: ReactNode;
  readonly extra?: ReactNode;
  readonly multiline?: boolean;
}

/** A labelled text input bound to react-hook-form; its error shows under it, translated. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  required,
  maxLength,
  prefix,
  extra,
  multiline,
}: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  const common = {
    id,
    name: field.name,
    value: (field.value as string | null | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    placeholder,
    maxLength,
    'aria-invalid': fieldState.error ? true : undefined,
  };
  let input: ReactNode;
  if (multiline)
    input = <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 8 }} showCount={!!maxLength} />;
  else if (type === 'password')
    input = <Input.Password {...common} autoComplete={autoComplete} prefix={prefix} />;
  else input = <Input {...common} type={type} autoComplete={autoComplete} prefix={prefix} />;
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required={required} extra={extra}>
      {input}
    </FormField>
  );
}
