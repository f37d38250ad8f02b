import { test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './account';
import { apiCall } from './api';

/*
 * Signing in through the API: the journeys that do not test signing in hand the browser the session the login
 * form would have stored, instead of passing through the form (about two seconds a time on a busy machine).
 * The journeys that test signing in (student signup, password reset, the team's login, onboarding, favourites
 * kept across sessions) still use the form.
 */

const SIGN_IN = `
  mutation ($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      firstTime
      token
      communityToken
      user { pvid email dateJoined token verified isActive country role { pvid code name isPrivate } }
      companydata { pvid userPvid email name designation }
    }
  }
`;

interface SignInAnswer {
  firstTime: boolean;
  token: string;
  communityToken: string | null;
  user: { country: string };
  companydata: object | null;
}

type StoredItem = { name: string; value: string };

/** What the login page stores on success (the spec's "Stored locally" keys), from the API's own answer. */
async function signedInStorage(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<StoredItem[]> {
  const { signIn } = await apiCall<{ signIn: SignInAnswer }>(request, SIGN_IN, { email, password });
  const items: [string, string | null][] = [
    ['i18n', signIn.user.country === 'id' ? 'id' : 'en'],
    ['country', signIn.user.country],
    ['token', signIn.token],
    ['userDetails', JSON.stringify(signIn.user)],
    ['firstTime', String(signIn.firstTime)],
    ['companyData', signIn.companydata ? JSON.stringify(signIn.companydata) : null],
    ['communityToken', signIn.communityToken || null],
  ];
  return items.flatMap(([name, value]) => (value === null ? [] : [{ name, value }]));
}

/** A storage state for a new browser context, signed in as `email`. */
export async function signedInState(
  request: APIRequestContext,
  baseURL: string,
  email: string,
): Promise<{ cookies: []; origins: { origin: string; localStorage: StoredItem[] }[] }> {
  const localStorage = await signedInStorage(request, email);
  return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] };
}

/** Signs `page`'s browser in as `email`; the journey then opens the page it wants. */
export async function signInThroughApi(page: Page, email: string): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('signing in through the API needs the project baseURL');
  await page.context().setStorageState(await signedInState(page.request, baseURL, email));
}
