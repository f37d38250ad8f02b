import { MailOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AccountResult } from '../components/account-result';

export function ResendEmailSuccessPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <AccountResult
      status="success"
      icon={<MailOutlined />}
      title={t('auth.resendSuccess.title')}
      body={
        <>
          <p>{t('messages.activationMailSent')}</p>
          <p>{t('auth.resendSuccess.hint')}</p>
        </>
      }
      actions={
        <ButtonLink to={href('login')} type="primary" size="large">
          {t('auth.registerSuccess.toLogin')}
        </ButtonLink>
      }
    />
  );
}
