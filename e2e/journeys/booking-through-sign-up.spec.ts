import { expectAccessible, expect, test } from '../support/a11y';
import { DEMO_PASSWORD } from '../support/account';
import { lessonDay, pickFreeSlot } from '../support/booking';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';
import { keepScreen } from '../support/screens';
import { seededTutor } from '../support/tutor';

test('a guest picks a trial slot, signs up, is signed in by the mail, and books that very slot', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // A demo tutor who offers a free trial lesson.
  const tutor = await seededTutor(request, 'priya.nair@ajar.test');
  const day = lessonDay(testInfo, 16);
  const width = page.viewportSize()?.width ?? 1280;

  // As a guest: the dialog offers the trial first; booking asks to sign up, holding the choice.
  await page.goto(tutor.path);
  await page
    .getByRole('button', { name: /Book tutor/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Book ${tutor.firstName} ${tutor.lastName}` });
  await expect(dialog.getByRole('radio', { name: 'Trial lesson' })).toBeChecked();
  await pickFreeSlot(dialog, day, '10:00');
  await expectAccessible(page, 'booking dialog (guest)');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const prompt = page.getByRole('dialog', { name: `Log in to book ${tutor.firstName} ${tutor.lastName}` });
  await prompt.getByRole('link', { name: 'Sign up' }).click();

  const email = uniqueEmail('held');
  await expect(page).toHaveURL(/\/sg\/register\?redirect=/);
  await page.getByText('Student or parent').click();
  await page.getByLabel('First name').fill('Aisyah');
  await page.getByLabel('Last name').fill('Rahman');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The mailed link signs the new student in; onboarding (its three steps skipped) goes on to the tutor, where the dialog
  // opens on the slot chosen as a guest.
  await page.goto(linkIn(await latestMailTo(request, email), '/sg/account/active'));
  await expect(page).toHaveURL(/\/sg\/profile\/onboarding_students\?redirect=/);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByRole('heading', { name: 'Your goals', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  const reopened = page.getByRole('dialog', { name: `Book ${tutor.firstName} ${tutor.lastName}` });
  await expect(reopened.getByRole('radio', { name: 'Trial lesson' })).toBeChecked();
  await expect(reopened.locator(`input[type="radio"][value="${day}"]`)).toBeChecked();
  await expect(reopened.getByRole('radio', { name: '10:00', exact: true })).toBeChecked();
  await keepScreen(page, { path: `../test-results/screens/held-booking-${width}.png` });
  await reopened.getByRole('button', { name: 'Continue to payment' }).click();

  // The trial is free: booked at once, and the confirmation keeps it in a calendar.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Book using balance' }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`with ${tutor.firstName} ${tutor.lastName}$`) }),
  ).toBeVisible();
  const calendarFile = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  expect((await calendarFile).suggestedFilename()).toBe(`ajar-lesson-${day}.ics`);
  await keepScreen(page, {
    path: `../test-results/screens/held-booking-confirmed-${width}.png`,
    fullPage: true,
  });
});
