import { isCountryCode, DEFAULT_COUNTRY } from '@ajar/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { isBuilt } from '../../../shared/routing/feature-routes';
import { showProgress } from '../../../shared/feedback/toast';
import { languageForUser, storeSignIn } from '../../../shared/session/session-writes';
import type { SignInResult } from '../../../shared/session/session-types';
import { mergeGuestFavourites } from '../../favourites';
import { afterLoginPath } from '../after-login-redirect';
import { takePlaceUrl } from '../../../shared/session/saved-place';

/** Spec section 4, "Login success": store, say 'Logging you in...', then go where "After login" says. */
export function useCompleteLogin(): (result: SignInResult, requested: string | null) => Promise<void> {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useClient();

  return useCallback(
    async (result, requested) => {
      // Before the session is stored, so the account's first favourites read already holds the merge.
      await mergeGuestFavourites(client, result.token, result.user.pvid);
      storeSignIn(result);
      await i18n.changeLanguage(languageForUser(result.user));
      showProgress(t('messages.loggingIn'));
      const target = afterLoginPath({
        country: isCountryCode(result.user.country) ? result.user.country : DEFAULT_COUNTRY,
        roleCode: result.user.role.code,
        firstTime: result.firstTime,
        communityToken: result.communityToken ?? null,
        savedPlaceUrl: takePlaceUrl(),
        requested,
        isBuilt,
      });
      await navigate(target, { replace: true });
    },
    [client, i18n, navigate, t],
  );
}
