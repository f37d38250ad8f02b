import { CheckOutlined, CloseOutlined, LoadingOutlined } from '../../../shared/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button-link';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ActivateAccountDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { AccountResult } from '../components/account-result';
import { useCompleteLogin } from '../hooks/use-complete-login';

type Outcome = { state: 'pending' } | { state: 'active' } | { state: 'failed'; message: string };

/**
 * The mailed activation link: the account is activated and the person signed in at once, then taken where
 * they were going (the page they signed up from, or onboarding first). An account that may not sign in is
 * sent to log in.
 */
export function AccountActivePage() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [search] = useSearchParams();
  const code = search.get('code');
  const [, activate] = useMutation(ActivateAccountDocument);
  const completeLogin = useCompleteLogin();
  const redirect = search.get('redirect');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  // The code is single use: StrictMode's second effect run must not spend it twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!code) return;
    if (sentFor.current === code) return;
    sentFor.current = code;
    void activate({ code }).then(async (result) => {
      const activated = result.data?.activateAccount;
      if (!activated?.success) {
        setOutcome({ state: 'failed', message: describeError(result.error).message });
        return;
      }
      if (activated.signIn) await completeLogin(activated.signIn, redirect);
      else setOutcome({ state: 'active' });
    });
  }, [activate, code, completeLogin, redirect]);

  const shown: Outcome = code ? outcome : { state: 'failed', message: t('messages.invalidActivationCode') };

  if (shown.state === 'pending') {
    return (
      <AccountResult
        status="pending"
        icon={<LoadingOutlined />}
        title={t('auth.activate.pendingTitle')}
        body={<p>{t('auth.activate.pendingBody')}</p>}
      />
    );
  }
  if (shown.state === 'active') {
    return (
      <AccountResult
        status="success"
        icon={<CheckOutlined />}
        title={t('auth.activate.successTitle')}
        body={<p>{t('messages.accountActivated')}</p>}
        actions={
          <ButtonLink to={href('login')} type="primary" size="large">
            {t('auth.activate.toLogin')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <AccountResult
      status="error"
      icon={<CloseOutlined />}
      title={t('auth.activate.failedTitle')}
      body={<p>{shown.message}</p>}
      actions={
        <ButtonLink to={href('resendEmail')} type="primary" size="large">
          {t('auth.activate.resend')}
        </ButtonLink>
      }
    />
  );
}
