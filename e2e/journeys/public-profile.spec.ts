import { expectAccessible, expect, test } from '../support/a11y';
import { lessonDay, pickFreeSlot } from '../support/booking';
import { keepScreen } from '../support/screens';
import { signInThroughApi } from '../support/session';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';
import { seededTutor } from '../support/tutor';

test(
  'a guest sees a tutor profile with prices, is asked to log in for testimonials and to book',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const tutor = await seededTutor(request);
    await page.goto(tutor.path);
    await expect(
      page.getByRole('heading', { name: `${tutor.firstName} ${tutor.lastName}` }).first(),
    ).toBeVisible();
    await expect(page.getByText('Subjects and prices')).toBeVisible();
    // The first view draws no antd: a plain breadcrumb, photo and (below) stars with accessible names.
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tutors', exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Photo of ${tutor.firstName} ${tutor.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText(/SG\$ \d/).first()).toBeVisible();
    await expect(page.getByText('Log in to see testimonials')).toBeVisible();
    await expectAccessible(page, 'tutor profile (guest)');
    await expect(page).toHaveTitle(`${tutor.firstName} ${tutor.lastName} · Ajar`);

    if ((page.viewportSize()?.width ?? 1280) < 768) {
      // Once the booking card scrolls away, Book and Chat stay at hand; where the profile ends they step aside.
      const bar = page.getByRole('group', { name: `Book or chat with ${tutor.firstName} ${tutor.lastName}` });
      await expect(bar).toHaveCount(0);
      await page.getByText('Subjects and prices').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Book tutor' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Chat' })).toBeVisible();
      // Once it has risen into place, it rests on the bottom navigation.
      const navTop = (await page.getByRole('navigation', { name: 'Explore' }).boundingBox())?.y ?? 0;
      await expect
        .poll(async () => {
          const box = await bar.boundingBox();
          return Math.round((box?.y ?? 0) + (box?.height ?? 0));
        })
        .toBe(Math.round(navTop));
      await keepScreen(page, { path: '../test-results/screens/profile-sticky-bar-375.png' });
      await expectAccessible(page, 'tutor profile, sticky booking bar');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(bar).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
    }

    // A guest chooses a lesson first; booking it asks them to log in (the prompt is named by its heading).
    await page.getByRole('button', { name: 'Book tutor' }).first().click();
    const dialog = page.getByRole('dialog', { name: `Book ${tutor.firstName} ${tutor.lastName}` });
    await pickFreeSlot(dialog, lessonDay(testInfo, 20), '11:00');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(
      page.getByRole('dialog', { name: `Log in to book ${tutor.firstName} ${tutor.lastName}` }),
    ).toBeVisible();
    await expectAccessible(page, 'log in to book prompt');
  },
);

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
  await expectAccessible(page, 'testimonial form, fields missing');

  const review = `Patient and clear, my son finally enjoys algebra (${Date.now()}).`;
  await page.getByRole('radio').nth(4).click();
  await page.getByLabel('Review').fill(review);
  await page.getByLabel('Your email').fill(reviewer);
  await page.getByLabel('Your name').fill('Farah Aziz');
  await page.getByRole('button', { name: 'Send testimonial' }).click();
  await expect(page.getByText('Check your email to confirm')).toBeVisible();
  await expectAccessible(page, 'testimonial sent');

  await page.goto(linkIn(await latestMailTo(request, reviewer), '/profile/add_testimonial/confirm'));
  await expect(page.getByText('Thank you! Your testimonial is live')).toBeVisible();
  await expectAccessible(page, 'testimonial confirmed');

  await signInThroughApi(page, 'student@ajar.test');
  await page.goto(tutor.path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The sections below the first screen (testimonials among them) load as the reader scrolls down to them.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials.getByText(review)).toBeVisible();
  await expect(testimonials.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).first()).toBeVisible();
  await expectAccessible(page, 'tutor profile (student)');
});
