import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { SendActivationEmailDocument } from '../../../gql/graphql';
import { AuthLayout } from '../components/auth-layout';
import { EmailRequestForm } from '../components/email-request-form';
import { emailFromState } from '../email-from-state';

export function ResendEmailPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const initialEmail = emailFromState(useLocation().state);
  const [, sendActivationEmail] = useMutation(SendActivationEmailDocument);

  return (
    <AuthLayout
      title={t('auth.resend.title')}
      subtitle={t('auth.resend.subtitle')}
      footer={
        <p>
          {t('auth.resend.remembered')} <Link to={href('login')}>{t('auth.register.loginLink')}</Link>
        </p>
      }
    >
      <EmailRequestForm
        initialEmail={initialEmail}
        submitLabel={t('auth.resend.submit')}
        onSend={async (email) => {
          const result = await sendActivationEmail({ email });
          if (!result.data) return result.error ?? null;
          await navigate(href('resendEmailSuccess'), { state: { email } });
          return null;
        }}
      />
    </AuthLayout>
  );
}
