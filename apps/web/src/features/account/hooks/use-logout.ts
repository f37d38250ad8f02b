import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { SignOutDocument } from '../../../gql/graphql';
import { showProgress } from '../../../shared/feedback/toast';
import { clearSignIn } from '../../../shared/session/session-writes';

/** Spec section 4, "Logout": signOut, clear the spec's keys, 'Logging you out...', then /. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [, signOut] = useMutation(SignOutDocument);

  return useCallback(async () => {
    const closeProgress = showProgress(t('messages.loggingOut'));
    // A failed signOut still ends the session here: the token is forgotten either way.
    await signOut({});
    clearSignIn();
    await navigate('/', { replace: true });
    closeProgress();
  }, [navigate, signOut, t]);
}

/** The local half of logout, for when the server already ended the session (deactivation). */
export function useLocalLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const closeProgress = showProgress(t('messages.loggingOut'));
    clearSignIn();
    await navigate('/', { replace: true });
    closeProgress();
  }, [navigate, t]);
}
