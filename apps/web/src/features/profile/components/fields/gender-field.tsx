import { Radio } from 'antd';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { FormField } from '../../../../shared/forms/form-field';

const GENDERS = ['Male', 'Female'] as const;

/** Gender as the spec lists it: Male or Female. */
export function GenderField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={t('profile.about.gender')} error={fieldState.error}>
      <Radio.Group
        value={(field.value as string | null | undefined) ?? undefined}
        onChange={(event) => field.onChange(event.target.value as string)}
        optionType="button"
        buttonStyle="solid"
        aria-label={t('profile.about.gender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`profile.about.genders.${gender}`) }))}
      />
    </FormField>
  );
}
