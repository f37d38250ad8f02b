import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequestResetPasswordDocument } from '../../../gql/graphql';
import { AuthLayout } from '../components/auth-layout';
import { EmailRequestForm } from '../components/email-request-form';

export function ForgotPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const [, requestResetPassword] = useMutation(RequestResetPasswordDocument);

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <p>
          {t('auth.resend.remembered')} <Link to={href('login')}>{t('auth.register.loginLink')}</Link>
        </p>
      }
    >
      <EmailRequestForm
        submitLabel={t('auth.forgot.submit')}
        onSend={async (email) => {
          const result = await requestResetPassword({ email });
          if (!result.data) return result.error ?? null;
          await navigate(href('forgotSent'), { state: { email } });
          return null;
        }}
      />
    </AuthLayout>
  );
}
