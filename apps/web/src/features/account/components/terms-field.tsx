import { Checkbox } from 'antd';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Trans } from '../../../shared/i18n/trans';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { FormField } from '../../../shared/forms/form-field';

interface TermsFieldProps<T extends FieldValues> {
  readonly control: Control<T>;
  readonly name: FieldPath<T>;
}

export function TermsField<T extends FieldValues>({ control, name }: TermsFieldProps<T>) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField error={fieldState.error}>
      <Checkbox
        checked={field.value === true}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
        ref={field.ref}
      >
        <Trans
          t={t}
          i18nKey="auth.register.terms"
          components={{ terms: <Link to={href('terms')} />, privacy: <Link to={href('privacy')} /> }}
        />
      </Checkbox>
    </FormField>
  );
}
