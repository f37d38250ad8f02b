import { Select } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { FormField } from '../../../shared/forms/form-field';
import type { AssignmentFormValues } from '../assignment-form';

interface SelectFieldProps {
  readonly control: Control<AssignmentFormValues>;
  readonly name: 'subjectPvid' | 'curriculumPvid';
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly { value: string; label: string }[];
}

/** A searchable reference picker (subject, curriculum) bound to the form. */
export function SelectField({ control, name, label, placeholder, options }: SelectFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name}`;
  return (
    <FormField label={label} htmlFor={id} error={fieldState.error} required>
      <Select<string>
        id={id}
        ref={field.ref}
        value={field.value ?? undefined}
        placeholder={placeholder}
        options={[...options]}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={fieldState.error ? true : undefined}
      />
    </FormField>
  );
}
