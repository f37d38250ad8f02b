import { LockOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@ajar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ResetPasswordDocument } from '../../../gql/graphql';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/forms/text-field';
import { translateFormMessage } from '../../../shared/forms/translate-form-message';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../../../shared/forms/form-alert';

export function NewPasswordPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [, resetPassword] = useMutation(ResetPasswordDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword1: '', newPassword2: '', resetCode: search.get('code') ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await resetPassword(values);
    if (result.data?.resetPassword.success) {
      await navigate(href('forgotPasswordChanged'), { replace: true });
      return;
    }
    setFormError(applyServerErrors(result.error, setError, ['newPassword1', 'newPassword2']));
  });

  // The code comes from the mail's link, not from an input: its problems are the page's, not a field's.
  const codeProblem = translateFormMessage(t, formState.errors.resetCode?.message) ?? null;
  const alert = formError?.message ?? codeProblem;
  const linkExpired = formError?.messageKey === 'invalidResetCode' || codeProblem !== null;

  return (
    <AuthLayout title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.subtitle')}>
      <FormAlert
        message={alert}
        action={linkExpired ? <Link to={href('forgot')}>{t('auth.newPassword.requestNew')}</Link> : undefined}
      />
      <FormFrame onSubmit={onSubmit} label={t('auth.newPassword.title')}>
        <TextField
          control={control}
          name="newPassword1"
          type="password"
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          prefix={<LockOutlined />}
          extra={t('auth.fields.passwordHint')}
          required
        />
        <TextField
          control={control}
          name="newPassword2"
          type="password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          prefix={<LockOutlined />}
          required
        />
        <Button variant="primary" type="submit" size="large" block loading={formState.isSubmitting}>
          {t('auth.newPassword.submit')}
        </Button>
      </FormFrame>
    </AuthLayout>
  );
}
