import { MailOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlySchema } from '@ajar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CombinedError } from 'urql';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/forms/text-field';
import { FormAlert } from '../../../shared/forms/form-alert';

interface EmailRequestFormProps {
  readonly initialEmail?: string | null;
  readonly submitLabel: string;
  /** Sends the request; resolves to the error, or null when it went through. */
  readonly onSend: (email: string) => Promise<CombinedError | null>;
}

/** One email field and a button: resend activation, request a reset link. */
export function EmailRequestForm({ initialEmail, submitLabel, onSend }: EmailRequestFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: initialEmail ?? '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    const error = await onSend(email);
    if (error) setFormError(applyServerErrors(error, setError, ['email']));
  });
  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame onSubmit={onSubmit} label={submitLabel}>
        <TextField
          control={control}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          prefix={<MailOutlined />}
          required
        />
        <Button variant="primary" type="submit" size="large" block loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </FormFrame>
    </>
  );
}
