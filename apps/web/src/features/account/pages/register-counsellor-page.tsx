import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterCounsellorPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <AuthLayout
      wide
      title={t('auth.register.counsellorTitle')}
      subtitle={t('auth.register.counsellorSubtitle')}
      footer={
        <>
          <p>
            {t('auth.register.haveAccount')} <Link to={href('login')}>{t('auth.register.loginLink')}</Link>
          </p>
          <p>
            {t('auth.register.notCounsellor')}{' '}
            <Link to={href('register')}>{t('auth.register.standardLink')}</Link>
          </p>
        </>
      }
    >
      <RegisterForm variant="counsellor" />
    </AuthLayout>
  );
}
