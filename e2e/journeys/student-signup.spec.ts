import { expectAccessible, expect, test } from '../support/a11y';
import { expectGreeting, DEMO_PASSWORD } from '../support/account';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';

test(
  'a student registers, is signed in by the mailed link, logs out, logs in again and finds their home',
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
    // Opening the link signs the new student in: a first-time student lands on the student onboarding.
    await expect(page).toHaveURL(/\/sg\/profile\/onboarding_students$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    await expectGreeting(page, 'Mei Ling');
    await expectAccessible(page, 'student onboarding, account menu open');

    // Onboarding: the basics and the curricula skipped, the goals told; the home recommends tutors from them.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const goals = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your goals' }) });
    await goals.getByLabel('Subjects').click();
    await page.getByTitle('Mathematics', { exact: true }).click();
    await page.keyboard.press('Escape');
    await goals.getByLabel('Pass an exam').check();
    await goals.getByLabel('Budget per hour (SGD)').fill('100');
    await goals.getByLabel('Sat', { exact: true }).check();
    await goals.getByLabel('Evening (17–22)').check();
    await expectAccessible(page, 'student onboarding, goals');
    await goals.getByRole('button', { name: 'Finish' }).click();
    await expect(page).toHaveURL(/\/sg\/learning$/);
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await expect(recommended.getByRole('listitem').first()).toContainText('Mathematics');
    await expect(recommended.getByRole('link', { name: 'Change my goals' })).toBeVisible();
    await expectAccessible(page, 'student home with recommendations');
    await expectGreeting(page, 'Mei Ling');

    await page.getByText('Log out').click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await expect(page).toHaveURL(/\/sg$/);
    await expect(page.getByText('Mei Ling')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expectAccessible(page, 'home (guest)');

    // The password works: logging in again lands the student at their home.
    await page.goto('/sg/login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectAccessible(page, 'login page', { once: true });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await expect(page).toHaveURL(/\/sg\/learning$/);
    await expect(page.getByRole('heading', { name: 'Hi, Mei Ling' })).toBeVisible();

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
