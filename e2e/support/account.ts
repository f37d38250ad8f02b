import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiCall } from './api';
import { latestMailTo, linkIn } from './mail';

export const DEMO_PASSWORD = 'password123';

type NewAccount = {
  email: string;
  firstName: string;
  lastName?: string;
  role?: 'STDN' | 'TTR0';
  country?: string;
};

/**
 * Registers and activates an account through the API and the mailed link: the fast path for set-up. Activating
 * is the account's first sign-in, so a later login is not a first-time one.
 */
export async function createActiveAccount(request: APIRequestContext, account: NewAccount): Promise<void> {
  await registerAccount(request, account);
  const code = new URL(
    `http://x${linkIn(await latestMailTo(request, account.email), '/account/active')}`,
  ).searchParams.get('code');
  await apiCall(request, 'mutation($code: String!) { activateAccount(code: $code) { success } }', { code });
}

/** Registers an account through the API; the activation mail waits in the outbox. */
export async function registerAccount(request: APIRequestContext, account: NewAccount): Promise<void> {
  const { listRoles } = await apiCall<{ listRoles: { pvid: string; code: string }[] }>(
    request,
    '{ listRoles { pvid code } }',
  );
  const rolePvid = listRoles.find((role) => role.code === (account.role ?? 'STDN'))?.pvid;
  await apiCall(
    request,
    `
      mutation (
        $rolePvid: ID!
        $email: String!
        $password: String!
        $firstName: String!
        $lastName: String!
        $country: String!
      ) {
        register(
          rolePvid: $rolePvid
          email: $email
          password: $password
          firstName: $firstName
          lastName: $lastName
          country: $country
        ) {
          success
        }
      }
    `,
    {
      rolePvid,
      email: account.email,
      password: DEMO_PASSWORD,
      firstName: account.firstName,
      lastName: account.lastName ?? 'Tester',
      country: account.country ?? 'sg',
    },
  );
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Opens the avatar menu (desktop) or the side drawer (mobile), where the greeting and Logout live. */
export async function openAccountMenu(page: Page): Promise<void> {
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByRole('button', { name: 'Your account' }).click();
}

export async function logIn(page: Page, country: string, email: string, password: string): Promise<void> {
  await page.goto(`/${country}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'login page', { once: true });
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

export async function expectGreeting(page: Page, firstName: string): Promise<void> {
  await openAccountMenu(page);
  // The menu's greeting, not a page heading that greets too (the student's home).
  await expect(page.getByText(`Hi, ${firstName}`).and(page.locator(':not(h1)'))).toBeVisible();
}
