import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { CreateGoogleTokenDocument } from '../../../gql/graphql';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import styles from './google-redirect-page.module.css';

/**
 * Google's OAuth consent sends the tutor back here with ?code=. The code is exchanged for a token and the
 * tutor returns to their profile. Spec sections 4 and 8: import errors are swallowed silently.
 */
function GoogleRedirect() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const [, createGoogleToken] = useMutation(CreateGoogleTokenDocument);
  // A code is single-use: StrictMode's second effect run must not send it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const exchange = code ? createGoogleToken({ code }) : Promise.resolve(null);
    void exchange.catch(() => null).then(() => navigate(href('myProfile'), { replace: true }));
  }, [code, createGoogleToken, href, navigate]);

  return (
    <div className={styles.page} aria-busy="true">
      <Spin size="large" />
      <h1 className={styles.title}>{t('calendarSync.redirect.working')}</h1>
      <p className={styles.subtitle}>{t('calendarSync.redirect.hint')}</p>
    </div>
  );
}

export function GoogleRedirectPage() {
  return (
    <RequireSignIn>
      <GoogleRedirect />
    </RequireSignIn>
  );
}
