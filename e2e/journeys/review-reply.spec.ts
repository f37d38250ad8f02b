import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { signInThroughApi } from '../support/session';
import { apiCall } from '../support/api';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';
import { seededTutor } from '../support/tutor';

test('a tutor replies to a review, and the reply shows under it on the public profile', async ({
  page,
  request,
}) => {
  const tutor = await seededTutor(request);
  // A fresh review of the tutor, sent and confirmed through the API (the review form has its own journey).
  const reviewer = uniqueEmail('reviewer');
  const review = `Lessons that finally made fractions click (${Date.now()}).`;
  await apiCall(
    request,
    `mutation($code: String!, $email: String!, $comment: String!) {
      addTestimonial(referralCode: $code, email: $email, name: "Nadia Lim", rating: 5, comment: $comment) { success }
    }`,
    { code: tutor.referralCode, email: reviewer, comment: review },
  );
  const code = new URL(
    linkIn(await latestMailTo(request, reviewer), '/confirm'),
    'http://x',
  ).searchParams.get('code');
  await apiCall(request, 'mutation($code: String!) { confirmTestimonial(code: $code) { success } }', {
    code,
  });

  await signInThroughApi(page, 'tutor@ajar.test');
  await page.goto(tutor.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The sections below the first screen load as the reader scrolls down to them.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await testimonials.scrollIntoViewIfNeeded();
  const item = testimonials.getByRole('listitem').filter({ hasText: review });
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Reply' }).click();
  await item.getByRole('button', { name: 'Publish reply' }).click();
  await expect(item.getByRole('alert')).toHaveText('Please write your reply');
  const reply = 'Thank you, Nadia! Fractions next, then decimals.';
  await item.getByLabel('Your reply').fill(reply);
  await expectAccessible(page, 'testimonial reply form');
  await item.getByRole('button', { name: 'Publish reply' }).click();
  await expect(item.getByText(reply)).toBeVisible();
  await expect(item.getByText(`Reply from ${tutor.firstName} ${tutor.lastName}`)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await expectAccessible(page, 'tutor profile, review replied (owner)');

  // Another member reads the profile: the reply is under the review, and nobody else may reply.
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughApi(page, 'student@ajar.test');
  await page.goto(tutor.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await testimonials.scrollIntoViewIfNeeded();
  const seen = testimonials.getByRole('listitem').filter({ hasText: review });
  await expect(seen.getByText(reply)).toBeVisible();
  await expect(testimonials.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 1280;
  await seen.scrollIntoViewIfNeeded();
  await keepScreen(page, { path: `../test-results/screens/review-reply-${width}.png` });
  await expectAccessible(page, 'tutor profile, review replied (student)');

  // A reader who finds a review abusive reports it to the team.
  await seen.getByRole('button', { name: 'Report this review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report to the Ajar team' });
  await dialog.getByLabel('What is wrong?').fill(`This review names a student in full (${width})`);
  await expectAccessible(page, 'report a review');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our team will look at your report.')).toBeVisible();
});
