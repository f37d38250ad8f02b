import { MailOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AccountResult } from '../components/account-result';

export function ForgotSentPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <AccountResult
      status="info"
      icon={<MailOutlined />}
      title={t('auth.forgotSent.title')}
      body={
        <>
          <p>{t('messages.resetMailSent')}</p>
          <p>{t('auth.forgotSent.hint')}</p>
        </>
      }
      actions={
        <>
          <ButtonLink to={href('login')} type="primary" size="large">
            {t('auth.registerSuccess.toLogin')}
          </ButtonLink>
          <ButtonLink to={href('forgot')} size="large">
            {t('auth.forgotSent.again')}
          </ButtonLink>
        </>
      }
    />
  );
}
