import { MailOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useLocation } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AccountResult } from '../components/account-result';
import { emailFromState } from '../email-from-state';

export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const email = emailFromState(useLocation().state);
  return (
    <AccountResult
      status="success"
      icon={<MailOutlined />}
      title={t('auth.registerSuccess.title')}
      body={
        <>
          <p>{email ? t('auth.registerSuccess.bodyWithEmail', { email }) : t('auth.registerSuccess.body')}</p>
          <p>{t('auth.registerSuccess.hint')}</p>
        </>
      }
      actions={
        <>
          <ButtonLink to={href('login')} type="primary" size="large">
            {t('auth.registerSuccess.toLogin')}
          </ButtonLink>
          <ButtonLink to={href('resendEmail')} state={email ? { email } : undefined} size="large">
            {t('auth.registerSuccess.resend')}
          </ButtonLink>
        </>
      }
    />
  );
}
