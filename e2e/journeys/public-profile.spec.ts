import { expect, test } from '@playwright/test';
import { logIn } from '../support/account';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';
import { seededTutor } from '../support/tutor';

test('a guest sees a tutor profile with prices, is asked to log in for testimonials and to book', async ({
  page,
  request,
}) => {
  const tutor = await seededTutor(request);
  await page.goto(tutor.path);
  await expect(
    page.getByRole('heading', { name: `${tutor.firstName} ${tutor.lastName}` }).first(),
  ).toBeVisible();
  await expect(page.getByText('Subjects and prices')).toBeVisible();
  await expect(page.getByText(/SG\$ \d/).first()).toBeVisible();
  await expect(page.getByText('Log in to see testimonials')).toBeVisible();

  await page.getByRole('button', { name: 'Book tutor' }).first().click();
  await expect(page.getByText(`Log in to book ${tutor.firstName}`, { exact: false })).toBeVisible();
});

test('a review sent from the testimonial link shows on the profile once confirmed', async ({
  page,
  request,
}) => {
  const tutor = await seededTutor(request);
  const reviewer = uniqueEmail('parent');
  await page.goto(
    `/sg/profile/add_testimonials?code=${tutor.referralCode}&tutor=${encodeURIComponent(tutor.token)}`,
  );
  await page.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(page.getByText("Don't forget the rating")).toBeVisible();
  await expect(page.getByText("Don't forget the review")).toBeVisible();

  const review = `Patient and clear, my son finally enjoys algebra (${Date.now()}).`;
  await page.getByRole('radio').nth(4).click();
  await page.getByLabel('Review').fill(review);
  await page.getByLabel('Your email').fill(reviewer);
  await page.getByLabel('Your name').fill('Farah Aziz');
  await page.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(page.getByText('Check your email to confirm')).toBeVisible();

  await page.goto(linkIn(await latestMailTo(request, reviewer), '/profile/add_testimonial/confirm'));
  await expect(page.getByText('Thank you! Your testimonial is live')).toBeVisible();

  await logIn(page, 'sg', 'student@ajar.test', 'password123');
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  await page.goto(tutor.path);
  await expect(page.getByText(review)).toBeVisible();
});
