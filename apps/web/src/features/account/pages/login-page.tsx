import { LockOutlined, MailOutlined } from '../../../shared/ui/icons';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { SignInDocument } from '../../../gql/graphql';
import type { FormError } from '../../../shared/forms/apply-server-errors';
import { FormFrame } from '../../../shared/forms/form-frame';
import { Button } from '../../../shared/ui/button';
import { TextInput } from '../../../shared/forms/text-input';
import { useCheckedForm } from '../../../shared/forms/use-checked-form';
import { useSession } from '../../../shared/session/use-session';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../../../shared/forms/form-alert';
import { checkLoginForm, LOGIN_FIELDS, type LoginFormValues } from '../forms/login-form-check';
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
  const { values, field, handleSubmit, showServerErrors, isSubmitting } = useCheckedForm<
    LoginFormValues,
    LoginFormValues
  >({
    initialValues: { email: '', password: '' },
    check: checkLoginForm,
    fields: LOGIN_FIELDS,
  });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    // Sent from the community's sign-in link: the answer carries a community token (spec section 2).
    const result = await signIn({ ...input, community: search.get('community') === '1' });
    if (!result.data) {
      setFormError(showServerErrors(result.error));
      return;
    }
    setSigningIn(true);
    await completeLogin(result.data.signIn, requestedPath(search, location.state));
  });

  if (isSignedIn && !signingIn) return <Navigate to={href('home')} replace />;

  const notVerified = formError?.messageKey === 'accountNotVerified';
  const resendLink = notVerified ? (
    <Link to={href('resendEmail')} state={{ email: values.email }}>
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
        <TextInput
          {...field('email')}
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          placeholder={t('auth.fields.emailPlaceholder')}
          prefix={<MailOutlined />}
          required
        />
        <TextInput
          {...field('password')}
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
