import { CheckOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { AccountResult } from '../components/account-result';

export function PasswordChangedPage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <AccountResult
      status="success"
      icon={<CheckOutlined />}
      title={t('messages.passwordChanged')}
      body={<p>{t('auth.passwordChanged.body')}</p>}
      actions={
        <ButtonLink to={href('login')} type="primary" size="large">
          {t('auth.registerSuccess.toLogin')}
        </ButtonLink>
      }
    />
  );
}
