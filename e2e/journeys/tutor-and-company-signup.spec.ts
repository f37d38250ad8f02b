import { expectAccessible, expect, test } from '../support/a11y';
import { DEMO_PASSWORD } from '../support/account';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';

test('tutor registration shows the spec messages, then creates a coach account', async ({ page }) => {
  await page.goto('/sg/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText("Don't forget your first name")).toBeVisible();
  await expect(page.getByText("Don't forget your last name")).toBeVisible();
  await expect(page.getByText('You have to tell your email')).toBeVisible();
  await expect(page.getByText('You have to fill in your password')).toBeVisible();
  await expect(page.getByText('You have to agree first')).toBeVisible();
  await expectAccessible(page, 'register form, every field missing');

  await page.getByText('Tutor or coach').click();
  await page.getByText('Coach (lifelong learning)').click();
  await page.getByLabel('First name').fill('Rizal');
  await page.getByLabel('Last name').fill('Hakim');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await expect(page.getByText('Eight characters minimum')).toBeVisible();
  await expectAccessible(page, 'register form, coach, invalid email');

  await page.getByLabel('Email').fill(uniqueEmail('coach'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/sg\/register\/success$/);
});

test('an email that already has an account gets the same answer, and its owner a mail', async ({
  page,
  request,
}) => {
  await page.goto('/sg/register');
  await page.getByText('Tutor or coach').click();
  await page.getByLabel('First name').fill('Demo');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill('tutor@ajar.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  // As for a new email: nothing on the page tells that this one has an account.
  await expect(page).toHaveURL(/\/sg\/register\/success$/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await latestMailTo(request, 'tutor@ajar.test');
  expect(mail.text).toContain(
    'Someone tried to sign up with your address. If it was you, sign in or reset your password.',
  );
  expect(linkIn(mail, '/sg/login')).toBe('/sg/login');
  expect(linkIn(mail, '/sg/forgot')).toBe('/sg/forgot');
});

test('company registration asks for every required company field, then registers', async ({ page }) => {
  await page.goto('/sg/company/register');
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(page.getByText("Don't forget your first name")).toBeVisible();
  expect(await page.getByText('This is required', { exact: true }).count()).toBeGreaterThanOrEqual(9);
  await expectAccessible(page, 'company register form, fields missing');

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Lim');
  await page.getByLabel('Work email').fill(uniqueEmail('hr'));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Company name').fill('Bright Minds Learning Pte Ltd');
  await page.getByLabel('Industry').fill('Education');
  await page.getByLabel('Company email').fill('hello@brightminds.example');
  await page.getByLabel('Company phone').fill('+65 6123 4567');
  await page.getByLabel('Website').fill('https://brightminds.example');
  await page.getByLabel('About the company').fill('Tuition centre group hiring part-time tutors.');
  await page.getByLabel('Unit / floor').fill('#05-12');
  await page.getByLabel('Street').fill('1 Orchard Road');
  await page.getByLabel('City').fill('Singapore');
  await page.getByLabel('Postal code').fill('238824');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register company' }).click();
  await expect(page).toHaveURL(/\/sg\/register\/success$/);
});
