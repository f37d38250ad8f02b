import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextInput } from './text-input';

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

/** A TextInput bound to react-hook-form; its error shows under it, translated. No antd. */
export function TextField<T extends FieldValues>({ control, name, ...shown }: TextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...shown}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      inputRef={field.ref}
    />
  );
}
