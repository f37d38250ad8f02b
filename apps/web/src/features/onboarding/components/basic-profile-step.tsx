import { CameraOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { basicProfileSchema, TEXT_LIMIT } from '@ajar/domain';
import { Avatar, Button } from 'antd';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { z } from 'zod';
import { UpdateMyBasicProfileDocument, UploadMyAvatarDocument } from '../../../gql/graphql';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { showSuccess } from '../../../shared/feedback/toast';
import { FormAlert } from '../../../shared/forms/form-alert';
import {
  FilePickButton,
  SectionCard,
  useProfileMutation,
  reportResult,
  isSectionDone,
  SECTION_ANCHORS,
} from '../../profile';
import type { MyProfile } from '../../profile';
import styles from './onboarding.module.css';

type BasicValues = z.input<typeof basicProfileSchema>;

/**
 * The first onboarding step: a photo, a few words about yourself and where you teach — what the
 * 'Basic Profile' completion section asks for (updateBasicProfile, uploadAvatar).
 */
export function BasicProfileStep({ profile, onSaved }: { profile: MyProfile; onSaved: () => void }) {
  const { t } = useTranslation();
  const [uploading, uploadAvatar] = useProfileMutation(UploadMyAvatarDocument);
  const [saving, update] = useProfileMutation(UpdateMyBasicProfileDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError } = useForm<BasicValues>({
    resolver: zodResolver(basicProfileSchema),
    defaultValues: { desc: profile.description ?? '', address: profile.address ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await update({ desc: values.desc ?? '', address: values.address ?? '' });
    if (result.error) {
      setFormError(applyServerErrors(result.error, setError, ['desc', 'address']));
      return;
    }
    showSuccess(t('profile.common.saved'));
    onSaved();
  });

  return (
    <SectionCard
      id={SECTION_ANCHORS.BasicProfile}
      title={t('onboarding.tutor.basicTitle')}
      description={t('onboarding.tutor.basicHint')}
      done={isSectionDone(profile, 'BasicProfile')}
    >
      <div className={styles.avatarRow}>
        <Avatar size={88} src={profile.avatar ?? undefined} alt="" className={styles.avatar}>
          {profile.initialName}
        </Avatar>
        <div>
          <p className={styles.avatarText}>{t('onboarding.tutor.photoHint')}</p>
          <FilePickButton
            kind="AVATAR"
            icon={<CameraOutlined />}
            loading={uploading}
            onPick={(file) =>
              void uploadAvatar({ file }).then((result) =>
                reportResult(result, t('profile.header.avatarSaved')),
              )
            }
          >
            {profile.avatar ? t('profile.header.changeAvatar') : t('onboarding.tutor.addPhoto')}
          </FilePickButton>
        </div>
      </div>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame onSubmit={onSubmit} label={t('onboarding.tutor.basicTitle')}>
        <TextField
          control={control}
          name="desc"
          label={t('profile.about.description')}
          placeholder={t('profile.about.descriptionPlaceholder')}
          maxLength={TEXT_LIMIT}
          multiline
        />
        <TextField
          control={control}
          name="address"
          label={t('auth.fields.address')}
          autoComplete="street-address"
          maxLength={TEXT_LIMIT}
        />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('onboarding.saveAndContinue')}
        </Button>
      </FormFrame>
    </SectionCard>
  );
}
