import { isCountryCode, DEFAULT_COUNTRY, ROLE_CODES } from '@ajar/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { isBuilt } from '../../../shared/routing/feature-routes';
import { showProgress } from '../../../shared/feedback/toast';
import { languageForUser, storeSignIn } from '../../../shared/session/session-writes';
import type { SignInResult } from '../../../shared/session/session-types';
import { mergeGuestFavourites } from '../../../shared/favourites/merge-guest-favourites';
import { afterLoginPath, isExternalAddress } from '../after-login-redirect';
import { isTutorProfileComplete } from '../tutor-profile-complete';
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
      // Only a first-time tutor's destination depends on it: nobody else waits for this request.
      const tutorProfileComplete =
        result.firstTime && result.user.role.code === ROLE_CODES.tutor
          ? await isTutorProfileComplete(client, result.token)
          : false;
      storeSignIn(result);
      const language = languageForUser(result.user);
      // antd's and dayjs's texts for that language: fetched only now, so the login page itself carries no dayjs.
      const { prepareLanguage } = await import('../../../shared/ui/antd-locale');
      await prepareLanguage(language);
      await i18n.changeLanguage(language);
      const closeProgress = showProgress(t('messages.loggingIn'));
      const target = afterLoginPath({
        country: isCountryCode(result.user.country) ? result.user.country : DEFAULT_COUNTRY,
        roleCode: result.user.role.code,
        firstTime: result.firstTime,
        tutorProfileComplete,
        communityToken: result.communityToken ?? null,
        communityUrl: result.communityUrl ?? null,
        savedPlaceUrl: takePlaceUrl(),
        requested,
        isBuilt,
      });
      // The toast announces the move: once the next page is shown it has nothing left to say.
      if (isExternalAddress(target)) window.location.assign(target);
      else await navigate(target, { replace: true });
      closeProgress();
    },
    [client, i18n, navigate, t],
  );
}
