import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount } from '../support/account';
import { apiCall, setServerClockOffset } from '../support/api';
import { lessonDay, signedInPage } from '../support/booking';
import { acceptedLesson, tokenOf } from '../support/classroom';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';
import { keepScreen } from '../support/screens';
import { seededTutor } from '../support/tutor';

// The lesson takes place by moving the server's clock; whatever happens, it goes back.
test.afterEach(async ({ request }) => setServerClockOffset(request, 0));

interface Rating {
  averageRating: number | null;
  reviewCount: number;
  testimonialCount: number;
}

async function ratingOf(request: APIRequestContext, userPvid: string, token: string): Promise<Rating> {
  const { getProfile } = await apiCall<{ getProfile: Rating }>(
    request,
    'query($id: ID!) { getProfile(userPvid: $id) { averageRating reviewCount testimonialCount } }',
    { id: userPvid },
    token,
  );
  return getProfile;
}

/** A stranger's testimonial through the tutor's link, confirmed from the mail: listed, never counted. */
async function linkTestimonial(request: APIRequestContext, referralCode: string): Promise<void> {
  const email = uniqueEmail('stranger');
  await apiCall(
    request,
    `mutation($code: String!, $email: String!) {
      addTestimonial(referralCode: $code, email: $email, name: "A Stranger", rating: 5, comment: "Best tutor ever!") { success }
    }`,
    { code: referralCode, email },
  );
  const code = new URL(linkIn(await latestMailTo(request, email), '/confirm'), 'http://x').searchParams.get(
    'code',
  );
  await apiCall(request, 'mutation($code: String!) { confirmTestimonial(code: $code) { success } }', {
    code,
  });
}

test('an hour after a lesson the student reviews it, and only that review moves the tutor’s rating', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tutor = await seededTutor(request);
  const studentEmail = `reviewer.${testInfo.project.name}.${Date.now()}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Priya', lastName: 'Raman' });
  const studentToken = await tokenOf(request, studentEmail);
  const student = await signedInPage(browser, testInfo, page, studentEmail);
  const { start } = await acceptedLesson(request, student, studentToken, lessonDay(testInfo, 12));
  const before = await ratingOf(request, tutor.userPvid, studentToken);

  // A stranger's five stars from the link: listed as a testimonial, but the rating stays.
  await linkTestimonial(request, tutor.referralCode);
  const afterLink = await ratingOf(request, tutor.userPvid, studentToken);
  expect(afterLink).toEqual({ ...before, testimonialCount: before.testimonialCount + 1 });

  // An hour after the lesson ends, the student's home asks for a review (and a notification links there).
  await setServerClockOffset(request, start + 2 * 3_600_000 + 60_000 - Date.now());
  await student.goto('/sg/learning');
  const ask = student.getByRole('region', { name: 'How were your lessons?' });
  await expect(ask).toBeVisible();
  await expectAccessible(student, 'student home, a lesson to review');
  const width = page.viewportSize()?.width ?? 1280;
  await keepScreen(student, {
    path: `../test-results/screens/lesson-review-home-${width}.png`,
    fullPage: true,
  });
  await ask.getByRole('button', { name: 'Write a review' }).first().click();
  const dialog = student.getByRole('dialog', {
    name: `Review your lesson with ${tutor.firstName} ${tutor.lastName}`,
  });
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText("Don't forget the rating")).toBeVisible();
  await expect(dialog.getByText("Don't forget the review")).toBeVisible();
  await dialog.getByRole('radio').nth(2).click();
  const words = `Good explanations of vectors; we ran out of time for practice (${testInfo.project.name}, ${Date.now()}).`;
  await dialog.getByLabel('Review', { exact: true }).fill(words);
  await expectAccessible(student, 'lesson review dialog');
  await keepScreen(student, { path: `../test-results/screens/lesson-review-dialog-${width}.png` });
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(student.getByText('Thank you! Your review is published on the tutor’s profile')).toBeVisible();
  await expect(ask).toBeHidden();
  await expect
    .poll(async () => {
      const { listNotification } = await apiCall<{ listNotification: { code: string }[] }>(
        request,
        '{ listNotification { code } }',
        {},
        studentToken,
      );
      return listNotification.map((item) => item.code);
    })
    .toContain('LESSON_REVIEW_REQUEST');

  // The rating counts the new review; the public profile shows it first, marked as a verified lesson.
  const after = await ratingOf(request, tutor.userPvid, studentToken);
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  expect(after.averageRating).not.toBe(before.averageRating);
  await student.goto(tutor.path);
  await expect(student.getByText(`(${after.reviewCount} verified reviews)`)).toBeVisible();
  await student.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const testimonials = student.getByRole('region', { name: 'Testimonials' });
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials.getByRole('heading', { name: 'Reviews of lessons on Ajar' })).toBeVisible();
  const mine = testimonials.getByRole('listitem').filter({ hasText: words });
  await expect(mine.getByText('Verified lesson')).toBeVisible();
  await expect(testimonials.getByRole('heading', { name: 'Other testimonials' })).toBeVisible();
  await expectAccessible(student, 'tutor profile, verified and link reviews');
  await mine.scrollIntoViewIfNeeded();
  await keepScreen(student, { path: `../test-results/screens/lesson-review-profile-${width}.png` });

  // The booking list says what the student gave, and offers no second review.
  await student.goto('/sg/booking-list');
  const lesson = student.getByTestId('booking-item').filter({ hasText: 'Your review: 3 out of 5' });
  await expect(lesson).toHaveCount(1);
  await expect(lesson.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  await lesson.scrollIntoViewIfNeeded();
  await keepScreen(student, { path: `../test-results/screens/lesson-review-list-${width}.png` });
  await student.context().close();
});
