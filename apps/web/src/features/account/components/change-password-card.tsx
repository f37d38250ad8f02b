import { zodResolver } from '@hookform/resolvers/zod';
import { updatePasswordSchema, type UpdatePasswordInput } from '@ajar/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation } from 'urql';
import { UpdatePasswordDocument } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { storeRenewedSession } from '../../../shared/session/session-writes';
import { FormAlert } from '../../../shared/forms/form-alert';
import { SettingsCard } from './settings-card';

const EMPTY: UpdatePasswordInput = { oldPassword: '', newPassword1: '', newPassword2: '' };

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const [, updatePassword] = useMutation(UpdatePasswordDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updatePassword(values);
    const data = result.data?.updatePassword;
    if (data?.success) {
      // Every other session ended on the server; this one continues with the new token.
      storeRenewedSession(data.token, data.user);
      reset(EMPTY);
      showSuccess(t('messages.passwordChanged'));
      return;
    }
    setFormError(applyServerErrors(result.error, setError, ['oldPassword', 'newPassword1', 'newPassword2']));
  });

  return (
    <SettingsCard title={t('settings.password.title')} description={t('settings.password.description')}>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame onSubmit={onSubmit} label={t('settings.password.title')}>
        <TextField
          control={control}
          name="oldPassword"
          type="password"
          label={t('settings.password.current')}
          autoComplete="current-password"
          required
        />
        <TextField
          control={control}
          name="newPassword1"
          type="password"
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          extra={t('auth.fields.passwordHint')}
          required
        />
        <TextField
          control={control}
          name="newPassword2"
          type="password"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {t('settings.password.submit')}
        </Button>
      </FormFrame>
    </SettingsCard>
  );
}
