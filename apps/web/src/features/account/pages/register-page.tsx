import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <AuthLayout
      wide
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          <p>
            {t('auth.register.haveAccount')} <Link to={href('login')}>{t('auth.register.loginLink')}</Link>
          </p>
          <p>
            {t('auth.register.company')}{' '}
            <Link to={href('companyRegister')}>{t('auth.register.companyLink')}</Link>
          </p>
          <p>
            {t('auth.register.counsellor')}{' '}
            <Link to={href('registerCounsellor')}>{t('auth.register.counsellorLink')}</Link>
          </p>
        </>
      }
    >
      <RegisterForm variant="standard" />
    </AuthLayout>
  );
}
