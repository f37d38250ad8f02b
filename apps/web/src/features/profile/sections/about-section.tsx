import { EditOutlined, UserOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { MARKETS, TEXT_LIMIT, type CountryCode } from '@ajar/domain';
import { Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UpdateMyProfileDocument, UpdateMySchoolDocument } from '../../../gql/graphql';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { showSuccess } from '../../../shared/feedback/toast';
import { DobField, NameFields } from '../../account';
import { FormAlert } from '../../../shared/forms/form-alert';
import { GenderField } from '../components/fields/gender-field';
import { SectionCard } from '../components/section-card';
import { aboutFormSchema, type AboutFormValues } from '../forms/about-form';
import { useProfileMutation } from '../hooks/use-profile-mutation';
import { fullPhone, localPhone } from '../phone';
import { isSectionDone, isTutorProfile, SECTION_ANCHORS } from '../profile-sections';
import type { MyProfile } from '../profile-types';
import styles from './about-section.module.css';
import profileEditorStyles from '../components/profile-editor.module.css';

const FIELDS = ['firstName', 'lastName', 'gender', 'dob', 'phone', 'address', 'description'] as const;

function valuesOf(profile: MyProfile, country: CountryCode): AboutFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    gender: profile.gender ?? null,
    dob: profile.dob ?? null,
    phone: localPhone(profile.phone, country),
    address: profile.address ?? '',
    description: profile.description ?? '',
    school: profile.school ?? '',
  };
}

interface AboutSectionProps {
  readonly profile: MyProfile;
  readonly country: CountryCode;
}

/** About me: name, gender, date of birth, phone, address, school and the 700-character description. */
export function AboutSection({ profile, country }: AboutSectionProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const hasAnything = Boolean(profile.description || profile.address || profile.phone || profile.dob);
  return (
    <SectionCard
      id={SECTION_ANCHORS.BasicProfile}
      icon={<UserOutlined />}
      title={t('profile.sections.about')}
      description={t(isTutorProfile(profile) ? 'profile.about.hintTutor' : 'profile.about.hintStudent')}
      done={isTutorProfile(profile) ? isSectionDone(profile, 'BasicProfile') : undefined}
      action={
        !editing &&
        hasAnything && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('profile.common.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <AboutForm profile={profile} country={country} onDone={() => setEditing(false)} />
      ) : hasAnything ? (
        <AboutView profile={profile} />
      ) : (
        <div className={profileEditorStyles.empty}>
          <p className={profileEditorStyles.emptyText}>{t('profile.about.empty')}</p>
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('profile.about.start')}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}

function AboutView({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const dash = '—';
  const rows: [string, string][] = [
    [t('profile.about.name'), `${profile.firstName} ${profile.lastName}`],
    [t('profile.about.gender'), profile.gender ? t(`profile.about.genders.${profile.gender}`) : dash],
    [t('auth.fields.dob'), profile.dob ? dayjs(profile.dob).format('D MMMM YYYY') : dash],
    [t('profile.about.phone'), profile.phone ?? dash],
    [t('auth.fields.address'), profile.address || dash],
    [t('profile.about.school'), profile.school || dash],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subheading}>{t('profile.about.description')}</h3>
      <p className={styles.prose}>{profile.description || t('profile.about.noDescription')}</p>
    </>
  );
}

interface AboutFormProps {
  readonly profile: MyProfile;
  readonly country: CountryCode;
  readonly onDone?: () => void;
  /** Onboarding keeps the form open and moves on instead of toggling back to the summary. */
  readonly submitLabel?: string;
}

export function AboutForm({ profile, country, onDone, submitLabel }: AboutFormProps) {
  const { t } = useTranslation();
  const [saving, updateProfile] = useProfileMutation(UpdateMyProfileDocument);
  const [savingSchool, updateSchool] = useProfileMutation(UpdateMySchoolDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const { control, handleSubmit, setError } = useForm<AboutFormValues>({
    resolver: zodResolver(aboutFormSchema),
    defaultValues: valuesOf(profile, country),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await updateProfile({
      firstName: values.firstName,
      lastName: values.lastName,
      gender: values.gender ?? undefined,
      // An emptied field is sent as '' (the server clears it); one that was never set is not sent.
      dob: values.dob ?? (profile.dob ? '' : undefined),
      phone: fullPhone(values.phone ?? '', country) ?? (profile.phone ? '' : undefined),
      address: values.address ?? '',
      description: values.description ?? '',
    });
    if (result.error) {
      setFormError(applyServerErrors(result.error, setError, FIELDS));
      return;
    }
    const school = (values.school ?? '').trim();
    if (school !== (profile.school ?? '')) {
      const schoolResult = await updateSchool({ school });
      if (schoolResult.error) {
        setFormError(applyServerErrors(schoolResult.error, setError, ['school']));
        return;
      }
    }
    showSuccess(t('profile.common.saved'));
    onDone?.();
  });

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      <FormFrame onSubmit={onSubmit} label={t('profile.sections.about')}>
        <div className={profileEditorStyles.formGrid}>
          <NameFields control={control} />
          <GenderField control={control} name="gender" />
          <DobField control={control} name="dob" />
          <TextField
            control={control}
            name="phone"
            type="tel"
            label={t('profile.about.phone')}
            autoComplete="tel-national"
            prefix={<span className={styles.phoneCode}>{MARKETS[country].phoneCode}</span>}
            placeholder={t('profile.about.phonePlaceholder')}
          />
          <TextField
            control={control}
            name="school"
            label={t('profile.about.school')}
            placeholder={t('profile.about.schoolPlaceholder')}
          />
        </div>
        <TextField
          control={control}
          name="address"
          label={t('auth.fields.address')}
          autoComplete="street-address"
          maxLength={TEXT_LIMIT}
        />
        <TextField
          control={control}
          name="description"
          label={t('profile.about.description')}
          placeholder={t(
            isTutorProfile(profile)
              ? 'profile.about.descriptionPlaceholder'
              : 'profile.about.descriptionPlaceholderStudent',
          )}
          maxLength={TEXT_LIMIT}
          multiline
        />
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saving || savingSchool}>
            {submitLabel ?? t('profile.common.save')}
          </Button>
          {onDone && !submitLabel && (
            <Button onClick={onDone} disabled={saving || savingSchool}>
              {t('common.cancel')}
            </Button>
          )}
        </Space>
      </FormFrame>
    </>
  );
}
