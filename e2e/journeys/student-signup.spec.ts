import { expectAccessible, expect, test } from '../support/a11y';
import { expectGreeting, DEMO_PASSWORD } from '../support/account';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';

test(
  'a student registers, activates by the mailed link, logs in, sees the greeting and logs out',
  { tag: '@layout' },
  async ({ page, request }) => {
    const email = uniqueEmail('student');
    await page.goto('/sg/register');
    await page.getByText('Student or parent').click();
    await expectAccessible(page, 'register form');
    await page.getByLabel('First name').fill('Mei Ling');
    await page.getByLabel('Last name').fill('Tan');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/sg\/register\/success$/);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectAccessible(page, 'register success');

    const mail = await latestMailTo(request, email);
    await page.goto(linkIn(mail, '/sg/account/active'));
    await expect(page.getByRole('heading', { name: 'You are all set' })).toBeVisible();
    await expectAccessible(page, 'account activated');
    await page.getByRole('link', { name: 'Log in now' }).click();

    await expect(page).toHaveURL(/\/sg\/login/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectAccessible(page, 'login page', { once: true });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();

    // A first-time student lands on the student onboarding.
    await expect(page).toHaveURL(/\/sg\/profile\/onboarding_students$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    await expectGreeting(page, 'Mei Ling');
    await expectAccessible(page, 'student onboarding, account menu open');

    await page.getByText('Log out').click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL(/\/sg$/);
    await expect(page.getByText('Mei Ling')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expectAccessible(page, 'home (guest)');

    // The link is single-use.
    await page.goto(linkIn(mail, '/sg/account/active'));
    await expect(page.getByRole('heading', { name: 'We could not activate your account' })).toBeVisible();
  },
);

test('an unverified account is told to activate first', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.goto('/sg/register');
  await page.getByText('Student or parent').click();
  await page.getByLabel('First name').fill('Ari');
  await page.getByLabel('Last name').fill('Wibowo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/register\/success$/);

  await page.goto('/sg/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expect(page.getByText('Please verify your email address first.', { exact: false })).toBeVisible();
});
