import {
  BookOutlined,
  CommentOutlined,
  ReadOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { ROLE_CODES, TEXT_LIMIT, type TutorKind } from '@ajar/domain';
import { Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RegisterDocument } from '../../../gql/graphql';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormField } from '../../../shared/forms/form-field';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { useCountry } from '../../../shared/market/country-context';
import {
  registerFormSchema,
  type RegisterFormInput,
  type RegisterFormOutput,
} from '../forms/register-form-schema';
import { useRoles } from '../hooks/use-roles';
import styles from '../pages/account-pages.module.css';
import { ChoiceCards } from './choice-cards';
import { CountryField } from './country-field';
import { DobField } from './dob-field';
import { FormAlert } from '../../../shared/forms/form-alert';
import { RolesUnavailable } from './roles-unavailable';
import { TermsField } from './terms-field';
import { NameFields } from './name-fields';

const FIELD_NAMES = [
  'rolePvid',
  'email',
  'password',
  'firstName',
  'lastName',
  'country',
  'dob',
  'address',
] as const;

/** Registration for students, parents, tutors and coaches; `counsellor` presets a counselling tutor. */
export function RegisterForm({ variant }: { variant: 'standard' | 'counsellor' }) {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { roles, loading, failed, retry, pvidOf } = useRoles();
  const [, register] = useMutation(RegisterDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const isCounsellor = variant === 'counsellor';

  const { control, handleSubmit, setError, setValue, formState } = useForm<
    RegisterFormInput,
    unknown,
    RegisterFormOutput
  >({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      rolePvid: '',
      tutorKind: isCounsellor ? 'COUNSELLING' : null,
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      country,
      dob: null,
      address: '',
      terms: false,
    },
  });
  const rolePvid = useWatch({ control, name: 'rolePvid' });
  const tutorKind = useWatch({ control, name: 'tutorKind' });
  const tutorPvid = pvidOf(ROLE_CODES.tutor);
  const roleCode = roles.find((role) => role.pvid === rolePvid)?.code ?? null;
  const isTutor = isCounsellor || roleCode === ROLE_CODES.tutor;

  // The counsellor page has no role picker: it is always the tutor role, once the roles arrive.
  useEffect(() => {
    if (isCounsellor && tutorPvid) setValue('rolePvid', tutorPvid);
  }, [isCounsellor, tutorPvid, setValue]);

  const chooseRole = (code: string): void => {
    setValue('rolePvid', pvidOf(code) ?? '', { shouldValidate: formState.isSubmitted });
    setValue('tutorKind', code === ROLE_CODES.tutor ? (tutorKind ?? 'ACADEMIC') : null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await register({
      rolePvid: values.rolePvid,
      email: values.email,
      password: values.password,
      firstName: values.firstName,
      lastName: values.lastName,
      country: values.country,
      dob: values.dob || null,
      address: values.address || null,
      referralId: search.get('referralId'),
      referralCode: search.get('referralCode'),
      uplineId: search.get('uplineId'),
      // The page they came from (a lesson chosen on a profile): the activation link brings them back to it.
      redirect: search.get('redirect'),
      tutorKind: isTutor ? (values.tutorKind ?? 'ACADEMIC') : null,
    });
    if (result.data?.register.success) {
      await navigate(href('registerSuccess'), { state: { email: values.email } });
      return;
    }
    setFormError(applyServerErrors(result.error, setError, FIELD_NAMES));
  });

  const roleChoices = [
    {
      value: ROLE_CODES.student,
      title: t('auth.register.roleStudent'),
      description: t('auth.register.roleStudentHint'),
      icon: ReadOutlined,
    },
    {
      value: ROLE_CODES.tutor,
      title: t('auth.register.roleTutor'),
      description: t('auth.register.roleTutorHint'),
      icon: TeamOutlined,
    },
  ];
  const kindChoices: { value: TutorKind; title: string; description: string; icon: typeof BookOutlined }[] = [
    {
      value: 'ACADEMIC',
      title: t('auth.register.kindAcademic'),
      description: t('auth.register.kindAcademicHint'),
      icon: BookOutlined,
    },
    {
      value: 'LIFELONG',
      title: t('auth.register.kindLifelong'),
      description: t('auth.register.kindLifelongHint'),
      icon: TrophyOutlined,
    },
  ];

  return (
    <>
      <FormAlert message={formError?.message ?? null} />
      {failed && <RolesUnavailable onRetry={retry} />}
      <FormFrame onSubmit={onSubmit} label={t('auth.register.formLabel')}>
        {isCounsellor ? (
          <div className={styles.section}>
            <ChoiceCards
              label={t('auth.register.iAm')}
              value="COUNSELLING"
              onChange={() => undefined}
              choices={[
                {
                  value: 'COUNSELLING',
                  title: t('auth.register.kindCounselling'),
                  description: t('auth.register.kindCounsellingHint'),
                  icon: CommentOutlined,
                },
              ]}
            />
          </div>
        ) : (
          <>
            <FormField label={t('auth.register.iAm')} error={formState.errors.rolePvid} required>
              {loading ? (
                <Skeleton.Button active block style={{ height: 72 }} />
              ) : (
                <ChoiceCards<string>
                  label={t('auth.register.iAm')}
                  choices={roleChoices}
                  value={roleCode}
                  onChange={chooseRole}
                  disabled={failed}
                  invalid={!!formState.errors.rolePvid}
                />
              )}
            </FormField>
            {isTutor && (
              <FormField label={t('auth.register.tutorKind')}>
                <ChoiceCards<TutorKind>
                  label={t('auth.register.tutorKind')}
                  choices={kindChoices}
                  value={tutorKind ?? 'ACADEMIC'}
                  onChange={(kind) => setValue('tutorKind', kind)}
                />
              </FormField>
            )}
          </>
        )}
        <div className={styles.row}>
          <NameFields control={control} />
        </div>
        <TextField
          control={control}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          required
        />
        <TextField
          control={control}
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          extra={t('auth.fields.passwordHint')}
          required
        />
        <div className={styles.row}>
          <CountryField control={control} name="country" label={t('auth.fields.country')} />
          <DobField control={control} name="dob" />
        </div>
        <TextField
          control={control}
          name="address"
          label={t('auth.fields.address')}
          autoComplete="street-address"
          maxLength={TEXT_LIMIT}
        />
        <div className={styles.terms}>
          <TermsField control={control} name="terms" />
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          {isCounsellor ? t('auth.register.submitCounsellor') : t('auth.register.submit')}
        </Button>
      </FormFrame>
    </>
  );
}
