import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount, DEMO_PASSWORD, expectGreeting, logIn } from '../support/account';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';
import { chunkPathOf } from '../support/assets';

test('forgot → reset by the mailed link → log in with the new password', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await createActiveAccount(request, { email, firstName: 'Dewi' });

  await page.goto('/sg/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/sg\/forgot$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/sg\/forgot\/sent$/);
  await expectAccessible(page, 'reset link sent');

  const mail = await latestMailTo(request, email);
  expect(mail.subject).toBeTruthy();
  const resetPath = linkIn(mail, '/sg/forgot/new_password');
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('new-password-1');
  await page.getByLabel('Confirm new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password does not match!')).toBeVisible();
  await expectAccessible(page, 'new password, mismatch');

  await page.getByLabel('Confirm new password').fill('new-password-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/sg\/forgot\/password_changed$/);
  await expectAccessible(page, 'password changed');

  await logIn(page, 'sg', email, DEMO_PASSWORD);
  await expect(page.getByText('Wrong email or password')).toBeVisible();
  await expectAccessible(page, 'login, wrong password');

  // The next page's code is held back until the toast has been looked at, so 'Logging you in...' can be seen:
  // below the header (not over the logo), and gone as soon as the next page shows rather than a second later.
  // (The toast's own code, antd, loads with it: a fixed delay of the page could end before the toast shows.)
  // (Activating the account was the first sign-in: the student lands at their home.)
  const nextPage = chunkPathOf('src/features/student-home/pages/student-home-page.tsx');
  let releaseNextPage = () => {};
  const nextPageHeld = new Promise<void>((release) => (releaseNextPage = release));
  await page.route(`**${nextPage}`, async (route) => {
    await nextPageHeld;
    await route.continue();
  });
  await logIn(page, 'sg', email, 'new-password-1');
  const toast = page.locator('.ant-message-notice', { hasText: 'Logging you in...' });
  await expect(toast).toBeVisible();
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  // Where the toast comes to rest: it slides down from above while it enters.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? 0, { timeout: 1000 })
    .toBeGreaterThanOrEqual(headerBottom);
  await expect(page).toHaveURL(/\/sg\/login/);
  releaseNextPage();
  await expect(page).toHaveURL(/\/sg\/learning$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi, Dewi' })).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 600 });
  await expectGreeting(page, 'Dewi');

  // The reset link cannot be used twice.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password').fill('another-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.', { exact: false })).toBeVisible();
});
