import { zodResolver } from '@hookform/resolvers/zod';
import { deactivateSchema, TEXT_LIMIT } from '@ajar/domain';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation } from 'urql';
import { DeactivateUserAccountDocument } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { useLocalLogout } from '../hooks/use-logout';
import { FormAlert } from '../../../shared/forms/form-alert';
import { SettingsCard } from './settings-card';

const FORM_ID = 'deactivate-account-form';

/** The danger zone: deactivation asks for a reason in a confirm dialog, then logs out. */
export function DeactivateAccountCard() {
  const { t } = useTranslation();
  const logout = useLocalLogout();
  const [open, setOpen] = useState(false);
  const [, deactivate] = useMutation(DeactivateUserAccountDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(deactivateSchema),
    defaultValues: { reason: '' },
  });

  const close = (): void => {
    setOpen(false);
    setFormError(null);
    reset();
  };

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    const result = await deactivate({ reason });
    if (result.data?.deactivateUserAccount.success) {
      setOpen(false);
      showSuccess(t('messages.accountDeactivatedDone'));
      // The server has ended the session already; only the local half of logout is left.
      await logout();
      return;
    }
    setFormError(applyServerErrors(result.error, setError, ['reason']));
  });

  return (
    <SettingsCard danger title={t('settings.danger.title')} description={t('settings.danger.description')}>
      <Button danger onClick={() => setOpen(true)}>
        {t('settings.danger.open')}
      </Button>
      <Modal
        open={open}
        title={t('settings.danger.confirmTitle')}
        onCancel={close}
        okText={t('settings.danger.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: formState.isSubmitting, htmlType: 'submit', form: FORM_ID }}
        destroyOnHidden
      >
        <p>{t('settings.danger.confirmBody')}</p>
        <FormAlert message={formError?.message ?? null} />
        <FormFrame id={FORM_ID} onSubmit={onSubmit} label={t('settings.danger.confirmTitle')}>
          <TextField
            control={control}
            name="reason"
            label={t('settings.danger.reason')}
            placeholder={t('settings.danger.reasonPlaceholder')}
            maxLength={TEXT_LIMIT}
            multiline
            required
          />
        </FormFrame>
      </Modal>
    </SettingsCard>
  );
}
