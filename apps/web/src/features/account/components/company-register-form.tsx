import { zodResolver } from '@hookform/resolvers/zod';
import { MARKETS, ROLE_CODES, TEXT_LIMIT } from '@ajar/domain';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RegisterCompanyDocument } from '../../../gql/graphql';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { TextField } from '../../../shared/forms/text-field';
import { useCountry } from '../../../shared/market/country-context';
import {
  companyRegisterFormSchema,
  type CompanyRegisterFormInput,
  type CompanyRegisterFormOutput,
} from '../forms/register-form-schema';
import { useRoles } from '../hooks/use-roles';
import styles from '../pages/account-pages.module.css';
import { CountryField } from './country-field';
import { FormAlert } from '../../../shared/forms/form-alert';
import { FormSection } from './form-section';
import { RolesUnavailable } from './roles-unavailable';
import { TermsField } from './terms-field';
import { NameFields } from './name-fields';

type CompanyField = Exclude<keyof CompanyRegisterFormInput, 'terms'>;

const FIELD_NAMES: readonly CompanyField[] = [
  'rolePvid',
  'firstName',
  'lastName',
  'designation',
  'email',
  'password',
  'country',
  'companyName',
  'companyIndustry',
  'companyEmail',
  'companyPhone',
  'companyWebsite',
  'companySummary',
  'companyUnit',
  'companyStreet',
  'companyCity',
  'companyState',
  'companyPostalCode',
  'companyCountry',
  'companyFacebook',
  'companyInstagram',
  'companyLinkedin',
  'companyTwitter',
];

const blankToNull = (value: string | null | undefined): string | null => (value ? value : null);

function toVariables(values: CompanyRegisterFormOutput) {
  return {
    rolePvid: values.rolePvid,
    email: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    country: values.country,
    designation: blankToNull(values.designation),
    companyName: values.companyName,
    companyCity: values.companyCity,
    companyState: blankToNull(values.companyState),
    companyCountry: values.companyCountry,
    companyStreet: values.companyStreet,
    companyEmail: values.companyEmail,
    companyFacebook: blankToNull(values.companyFacebook),
    companyIndustry: values.companyIndustry,
    companyInstagram: blankToNull(values.companyInstagram),
    companyLinkedin: blankToNull(values.companyLinkedin),
    companyPhone: values.companyPhone,
    companyPostalCode: values.companyPostalCode,
    companySummary: values.companySummary,
    companyTwitter: blankToNull(values.companyTwitter),
    companyUnit: values.companyUnit,
    companyWebsite: values.companyWebsite,
  };
}

/** Spec section 3, "Company registration": the person ("You") and the company ("Your company"). */
export function CompanyRegisterForm() {
  const { t } = useTranslation();
  const country = useCountry();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const { failed, retry, pvidOf } = useRoles();
  const companyPvid = pvidOf(ROLE_CODES.company);
  const [, registerCompany] = useMutation(RegisterCompanyDocument);
  const [formError, setFormError] = useState<FormError | null>(null);

  const { control, handleSubmit, setError, setValue, formState } = useForm<
    CompanyRegisterFormInput,
    unknown,
    CompanyRegisterFormOutput
  >({
    resolver: zodResolver(companyRegisterFormSchema),
    defaultValues: {
      rolePvid: '',
      firstName: '',
      lastName: '',
      designation: '',
      email: '',
      password: '',
      country,
      companyName: '',
      companyIndustry: '',
      companyEmail: '',
      companyPhone: '',
      companyWebsite: '',
      companySummary: '',
      companyUnit: '',
      companyStreet: '',
      companyCity: '',
      companyState: '',
      companyPostalCode: '',
      companyCountry: country,
      companyFacebook: '',
      companyInstagram: '',
      companyLinkedin: '',
      companyTwitter: '',
      terms: false,
    },
  });

  useEffect(() => {
    if (companyPvid) setValue('rolePvid', companyPvid);
  }, [companyPvid, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await registerCompany(toVariables(values));
    if (result.data?.registerCompany.success) {
      await navigate(href('registerSuccess'), { state: { email: values.email } });
      return;
    }
    setFormError(applyServerErrors(result.error, setError, FIELD_NAMES));
  });

  const roleError = formState.errors.rolePvid?.message;

  return (
    <>
      <FormAlert message={formError?.message ?? (roleError ? t('auth.register.rolesUnavailable') : null)} />
      {failed && <RolesUnavailable onRetry={retry} />}
      <FormFrame onSubmit={onSubmit} label={t('auth.company.formLabel')}>
        <FormSection number={1} title={t('auth.company.youTitle')} hint={t('auth.company.youHint')}>
          <div className={styles.row}>
            <NameFields control={control} />
          </div>
          <TextField
            control={control}
            name="designation"
            label={t('auth.company.designation')}
            placeholder={t('auth.company.designationPlaceholder')}
            autoComplete="organization-title"
          />
          <div className={styles.row}>
            <TextField
              control={control}
              name="email"
              type="email"
              label={t('auth.fields.workEmail')}
              autoComplete="email"
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
          </div>
          <CountryField control={control} name="country" label={t('auth.fields.country')} />
        </FormSection>

        <FormSection number={2} title={t('auth.company.companyTitle')} hint={t('auth.company.companyHint')}>
          <div className={styles.row}>
            <TextField
              control={control}
              name="companyName"
              label={t('auth.company.name')}
              autoComplete="organization"
              required
            />
            <TextField
              control={control}
              name="companyIndustry"
              label={t('auth.company.industry')}
              placeholder={t('auth.company.industryPlaceholder')}
              required
            />
          </div>
          <div className={styles.row}>
            <TextField
              control={control}
              name="companyEmail"
              type="email"
              label={t('auth.company.email')}
              required
            />
            <TextField
              control={control}
              name="companyPhone"
              type="tel"
              label={t('auth.company.phone')}
              placeholder={`${MARKETS[country].phoneCode} …`}
              autoComplete="tel"
              required
            />
          </div>
          <TextField
            control={control}
            name="companyWebsite"
            type="url"
            label={t('auth.company.website')}
            placeholder="https://"
            autoComplete="url"
            required
          />
          <TextField
            control={control}
            name="companySummary"
            label={t('auth.company.summary')}
            placeholder={t('auth.company.summaryPlaceholder')}
            maxLength={TEXT_LIMIT}
            multiline
            required
          />
        </FormSection>

        <FormSection number={3} title={t('auth.company.addressTitle')}>
          <div className={styles.row}>
            <TextField
              control={control}
              name="companyUnit"
              label={t('auth.company.unit')}
              autoComplete="address-line2"
              required
            />
            <TextField
              control={control}
              name="companyStreet"
              label={t('auth.company.street')}
              autoComplete="address-line1"
              required
            />
          </div>
          <div className={styles.row}>
            <TextField
              control={control}
              name="companyCity"
              label={t('auth.company.city')}
              autoComplete="address-level2"
              required
            />
            <TextField
              control={control}
              name="companyState"
              label={t('auth.company.state')}
              autoComplete="address-level1"
            />
          </div>
          <div className={styles.row}>
            <TextField
              control={control}
              name="companyPostalCode"
              label={t('auth.company.postalCode')}
              autoComplete="postal-code"
              required
            />
            <CountryField control={control} name="companyCountry" label={t('auth.company.country')} />
          </div>
        </FormSection>

        <FormSection number={4} title={t('auth.company.socialTitle')} hint={t('auth.company.socialHint')}>
          <div className={styles.row}>
            <TextField
              control={control}
              name="companyLinkedin"
              label="LinkedIn"
              placeholder="https://linkedin.com/company/…"
            />
            <TextField
              control={control}
              name="companyFacebook"
              label="Facebook"
              placeholder="https://facebook.com/…"
            />
          </div>
          <div className={styles.row}>
            <TextField control={control} name="companyInstagram" label="Instagram" placeholder="@" />
            <TextField control={control} name="companyTwitter" label="X (Twitter)" placeholder="@" />
          </div>
        </FormSection>

        <div className={styles.terms}>
          <TermsField control={control} name="terms" />
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={formState.isSubmitting}>
          {t('auth.company.submit')}
        </Button>
      </FormFrame>
    </>
  );
}
