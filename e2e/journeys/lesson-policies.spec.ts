import type { APIRequestContext } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { DEMO_PASSWORD, createActiveAccount } from '../support/account';
import { apiCall } from '../support/api';
import { APPROVED_CARD, lessonDay, payOnSandbox, pickFreeSlot, signedInPage } from '../support/booking';
import { seededTutor } from '../support/tutor';

const TUTOR_EMAIL = 'tutor@ajar.test';

/** The seeded tutor's hours back to the default (every day 08:00–22:00, 2 hours' notice) the other journeys book in. */
async function restoreDefaultHours(request: APIRequestContext): Promise<void> {
  const { signIn } = await apiCall<{ signIn: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email: TUTOR_EMAIL, password: DEMO_PASSWORD },
  );
  const weekly = Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    intervals: [{ start: 8 * 60, end: 22 * 60 }],
  }));
  await apiCall(
    request,
    `mutation($weekly: [WeekdayHoursInput!]!) {
      updateTutorAvailability(weekly: $weekly, exceptions: [], noticeHours: 2) { isSet }
    }`,
    { weekly },
    signIn.token,
  );
}

/** The first Monday-to-Friday date on or after `day` (YYYY-MM-DD). */
function weekdayFrom(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test.afterEach(async ({ request }) => restoreDefaultHours(request));

test('a tutor sets weekly hours; a student books a free slot prepaying 3 lessons; the tutor moves it and the student accepts', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Three people, two pages each, and a sandbox checkout: as long as the dispute journey.
  test.setTimeout(120_000);
  const tutor = await seededTutor(request);
  const tutorName = `${tutor.firstName} ${tutor.lastName}`;
  const stamp = Date.now();
  const lastName = `Policies${stamp % 1_000_000}`;
  const studentEmail = `policies.${testInfo.project.name}.${stamp}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Maya', lastName });
  const day = weekdayFrom(lessonDay(testInfo, 5));

  // The tutor keeps weekday hours of 09:00–20:00: Monday's, copied to the other weekdays.
  const tutorPage = await signedInPage(browser, testInfo, page, TUTOR_EMAIL);
  await tutorPage.goto('/sg/tutor/hours');
  await expect(tutorPage.getByRole('heading', { name: 'Teaching hours', level: 1 })).toBeVisible();
  await expect(tutorPage.getByRole('heading', { name: 'Weekly hours' })).toBeVisible();
  await expectAccessible(tutorPage, 'teaching hours');
  for (const [label, time] of [
    ['Monday, from (hours 1)', '09:00'],
    ['Monday, to (hours 1)', '20:00'],
  ] as const) {
    const select = tutorPage.getByLabel(label);
    await select.fill(time);
    await select.press('Enter');
  }
  await tutorPage.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
  await expect(tutorPage.getByTestId('weekday-5').getByText('20:00', { exact: true })).toBeVisible();
  await expectAccessible(tutorPage, 'teaching hours, unsaved');
  await tutorPage.getByRole('button', { name: 'Save hours' }).click();
  await expect(tutorPage.getByText('Your hours are saved')).toBeVisible();

  // The student books one of the free times (an hour no later than 19:00) and prepays 3 lessons.
  const student = await signedInPage(browser, testInfo, page, studentEmail);
  await student.goto(tutor.path);
  await student
    .getByRole('button', { name: /Book tutor/ })
    .first()
    .click();
  const dialog = student.getByRole('dialog');
  await pickFreeSlot(dialog, day, '17:00');
  const picker = dialog.getByTestId('free-slot-picker');
  await expect(picker.getByText('19:00', { exact: true })).toBeVisible();
  await expect(picker.getByRole('radio', { name: '19:30', exact: true })).toHaveCount(0);
  await expect(picker.getByRole('radio', { name: '08:30', exact: true })).toHaveCount(0);
  await dialog.getByLabel('Lessons to prepay').click();
  // antd's options are drawn apart from their accessible list: the one a person sees carries the title.
  await student.getByTitle(/^3 lessons/).click();
  await expect(dialog.getByTitle(/^3 lessons/)).toBeVisible();
  await expectAccessible(student, 'booking dialog, free slots');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(student.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(student.getByText(`Your first booking with ${tutorName}`)).toBeVisible();
  await expect(student.getByText(/charges 3 lessons in advance/)).toBeVisible();
  const policies = student.getByTestId('lesson-policies');
  await expect(policies.getByText(/^Free cancellation until /)).toBeVisible();
  await expect(policies.getByText(/the tutor keeps 50%/)).toBeVisible();
  await expectAccessible(student, 'checkout with the lesson policies');
  await student.getByRole('button', { name: 'Next' }).click();
  await payOnSandbox(student, APPROVED_CARD);
  await expect(student.getByText('Booking Success')).toBeVisible();

  // The tutor proposes 18:30 the same day instead; until the student answers, the lesson keeps its time.
  await tutorPage.goto('/sg/booking-list');
  const booked = tutorPage.getByTestId('booking-item').filter({ hasText: `Maya ${lastName}` });
  await expect(booked.getByText('17:00–18:00')).toBeVisible();
  await booked.getByRole('button', { name: 'Propose a new time' }).click();
  const reschedule = tutorPage.getByRole('dialog').filter({ hasText: 'Propose a new time' });
  await pickFreeSlot(reschedule, day, '18:30');
  await expectAccessible(tutorPage, 'reschedule dialog');
  await reschedule.getByRole('button', { name: 'Propose this time' }).click();
  await expect(booked.getByText('Waiting for an answer')).toBeVisible();
  await expect(booked.getByText(/New time proposed: .*18:30–19:30/)).toBeVisible();
  await expectAccessible(tutorPage, 'booking list, proposal sent');

  // The student accepts: the lesson moves.
  await student.goto('/sg/booking-list');
  const mine = student.getByTestId('booking-item').filter({ hasText: tutorName }).first();
  await expect(mine.getByText(/New time proposed: .*18:30–19:30/)).toBeVisible();
  await expectAccessible(student, 'booking list, proposal to answer');
  await mine.getByRole('button', { name: 'Accept the new time' }).click();
  await expect(mine.getByText('18:30–19:30', { exact: false })).toBeVisible();
  await expect(mine.getByTestId('pending-reschedule')).toHaveCount(0);
});
