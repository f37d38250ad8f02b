import { LockOutlined, MailOutlined } from '../../../shared/ui/icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@ajar/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { SignInDocument } from '../../../gql/graphql';
import { applyServerErrors, type FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/forms/text-field';
import { useSession } from '../../../shared/session/use-session';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../../../shared/forms/form-alert';
import { useCompleteLogin } from '../hooks/use-complete-login';
import styles from './account-pages.module.css';

function requestedPath(search: URLSearchParams, state: unknown): string | null {
  const fromState = (state as { from?: unknown } | null)?.from;
  return search.get('redirect') ?? (typeof fromState === 'string' ? fromState : null);
}

export function LoginPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [search] = useSearchParams();
  const location = useLocation();
  const { isSignedIn } = useSession();
  const completeLogin = useCompleteLogin();
  const [, signIn] = useMutation(SignInDocument);
  const [formError, setFormError] = useState<FormError | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await signIn(values);
    if (!result.data) {
      setFormError(applyServerErrors(result.error, setError, ['email', 'password']));
      return;
    }
    setSigningIn(true);
    await completeLogin(result.data.signIn, requestedPath(search, location.state));
  });

  if (isSignedIn && !signingIn) return <Navigate to={href('home')} replace />;

  const notVerified = formError?.messageKey === 'accountNotVerified';
  const resendLink = notVerified ? (
    <Link to={href('resendEmail')} state={{ email: getValues('email') }}>
      {t('auth.login.resendActivation')}
    </Link>
  ) : undefined;

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <p>
            {t('auth.login.noAccount')} <Link to={href('register')}>{t('auth.login.createAccount')}</Link>
          </p>
          <p>
            {t('auth.login.company')} <Link to={href('companyRegister')}>{t('auth.login.companyLink')}</Link>
          </p>
        </>
      }
    >
      <FormAlert message={formError?.message ?? null} action={resendLink} />
      <FormFrame onSubmit={onSubmit} label={t('auth.login.title')}>
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
        <TextField
          control={control}
          name="password"
          type="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          prefix={<LockOutlined />}
          required
        />
        <div className={styles.inlineLinks}>
          <Link to={href('forgot')}>{t('auth.login.forgot')}</Link>
        </div>
        <Button variant="primary" type="submit" size="large" block loading={isSubmitting || signingIn}>
          {t('auth.login.submit')}
        </Button>
      </FormFrame>
    </AuthLayout>
  );
}
