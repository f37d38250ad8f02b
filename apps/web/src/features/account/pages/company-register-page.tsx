import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AuthLayout } from '../components/auth-layout';
import { CompanyRegisterForm } from '../components/company-register-form';

export function CompanyRegisterPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <AuthLayout
      wide
      title={t('auth.company.title')}
      subtitle={t('auth.company.subtitle')}
      footer={
        <>
          <p>
            {t('auth.register.haveAccount')} <Link to={href('login')}>{t('auth.register.loginLink')}</Link>
          </p>
          <p>
            {t('auth.company.notCompany')} <Link to={href('register')}>{t('auth.company.personalLink')}</Link>
          </p>
        </>
      }
    >
      <CompanyRegisterForm />
    </AuthLayout>
  );
}
