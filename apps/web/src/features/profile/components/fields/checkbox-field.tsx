import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CheckboxFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
  readonly children: ReactNode;
}

/** A checkbox bound to a boolean of react-hook-form. */
export function CheckboxField<T extends FieldValues>({ control, name, children }: CheckboxFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <div style={{ marginBottom: 16 }}>
      <Checkbox
        id={`field-${name}`}
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      >
        {children}
      </Checkbox>
    </div>
  );
}
