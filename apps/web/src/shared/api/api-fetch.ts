import { getToken } from '../session/session-store';
import { clearAllButFavourites } from '../session/session-writes';
import { isUnavailableStatus, markApiUnavailable } from './api-status-store';

export interface ApiFetchHooks {
  readonly reload: () => void;
}

const browserHooks: ApiFetchHooks = { reload: () => window.location.reload() };

/**
 * The fetch every GraphQL request goes through. A 401 while a token is stored means the session is
 * gone (expired, revoked, deactivated): spec section 4 clears storage and reloads.
 */
export function createApiFetch(hooks: ApiFetchHooks = browserHooks): typeof fetch {
  return async (input, init) => {
    const tokenAtRequest = getToken();
    const response = await fetch(input, init);
    if (response.status === 401 && tokenAtRequest !== null && getToken() !== null) {
      clearAllButFavourites();
      hooks.reload();
    } else if (isUnavailableStatus(response.status)) {
      markApiUnavailable();
    }
    return response;
  };
}
