import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { DEMO_PASSWORD, createActiveAccount } from '../support/account';
import { apiCall } from '../support/api';
import { lessonDay, signedInPage } from '../support/booking';
import { seededTutor, type TutorRef } from '../support/tutor';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** How the calendar names a day (YYYY-MM-DD), e.g. "Thursday, 26 November 2026". */
function dayName(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A student books the tutor from 08:00 to 09:00 Singapore time on `day`, through the API (unpaid: PENDING). */
async function bookThroughApi(
  request: APIRequestContext,
  tutor: TutorRef,
  studentEmail: string,
  day: string,
): Promise<void> {
  const { getProfile } = await apiCall<{
    getProfile: { userPvid: string; subjectList: { levels: { pvid: string }[] }[] };
  }>(
    request,
    'query($code: String!) { getProfile(code: $code) { userPvid subjectList { levels { pvid } } } }',
    { code: tutor.token },
  );
  const level = getProfile.subjectList.flatMap((subject) => subject.levels)[0];
  if (!level) throw new Error('The seeded tutor has no subject level to book');
  const { signIn } = await apiCall<{ signIn: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email: studentEmail, password: DEMO_PASSWORD },
  );
  await apiCall(
    request,
    `
      mutation ($tutorPvid: ID!, $subjectPvid: ID!, $startTime: DateTime!, $endTime: DateTime!) {
        addBooking(
          tutorPvid: $tutorPvid
          subjectPvid: $subjectPvid
          startTime: $startTime
          endTime: $endTime
          type: ONLINE
          location: "Zoom"
          notes: "Calendar journey"
          duration: 60
        ) {
          booking {
            pvid
          }
        }
      }
    `,
    {
      tutorPvid: getProfile.userPvid,
      subjectPvid: level.pvid,
      startTime: `${day}T00:00:00.000Z`,
      endTime: `${day}T01:00:00.000Z`,
    },
    signIn.token,
  );
}

/** Today's month (YYYY-MM) in Singapore. */
function singaporeMonth(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
}

/** The tutor's calendar section (as the page opens it, on this month), turned to the month of `day`. */
async function calendarAt(page: Page, day: string) {
  const section = page.getByRole('region', { name: 'Calendar', exact: true });
  // The profile draws the calendar (antd's) once the reader nears it, in place of its loading frame.
  await expect(async () => {
    await section.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(section.getByRole('button', { name: 'Next month' })).toBeVisible({ timeout: 2000 });
  }).toPass();
  const [year, month] = singaporeMonth().split('-').map(Number);
  const [targetYear, targetMonth] = day.split('-').map(Number);
  const steps = ((targetYear ?? 0) - (year ?? 0)) * 12 + ((targetMonth ?? 0) - (month ?? 0));
  for (let step = 0; step < steps; step += 1) {
    await section.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(
    section.getByRole('heading', { name: `${MONTHS[(targetMonth ?? 1) - 1]} ${targetYear}` }),
  ).toBeVisible();
  return section;
}

test('a student picks a day on the tutor calendar to book; the tutor sees the lesson and the sync prompt', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const tutor = await seededTutor(request);
  const stamp = Date.now();
  const lastName = `Calendar${stamp % 1_000_000}`;
  const studentEmail = `calendar.${testInfo.project.name}.${stamp}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Maya', lastName });
  const bookedDay = lessonDay(testInfo, 6);
  const freeDay = lessonDay(testInfo, 24);
  await bookThroughApi(request, tutor, studentEmail, bookedDay);

  // A student sees only that the day is taken, then books it from the day's lessons.
  const student = await signedInPage(browser, testInfo, page, studentEmail);
  await student.goto(tutor.path);
  let calendar = await calendarAt(student, bookedDay);
  await expect(calendar.getByTestId('google-sync-prompt')).toHaveCount(0);
  await calendar.getByRole('button', { name: new RegExp(`^${dayName(bookedDay)}, \\d+ booking`) }).click();
  const lessons = student.getByTestId('calendar-day-bookings');
  await expect(lessons.getByText('08:00–09:00')).toBeVisible();
  await expect(lessons.getByText('Booked').first()).toBeVisible();
  await expect(lessons.getByText(`Maya ${lastName}`)).toHaveCount(0);
  await expectAccessible(student, 'calendar, day bookings (student)');
  await lessons.getByRole('button', { name: 'Book this day' }).click();
  let dialog = student.getByRole('dialog').filter({ hasText: `Book ${tutor.firstName} ${tutor.lastName}` });
  // The dialog opens on the day, offering only its free times: the booked hour is not among them.
  let picker = dialog.getByTestId('free-slot-picker');
  await expect(picker.locator(`input[type="radio"][value="${bookedDay}"]`)).toBeChecked();
  await expect(picker.getByText('09:00', { exact: true })).toBeVisible();
  await expect(picker.getByRole('radio', { name: '08:00', exact: true })).toHaveCount(0);
  await expect(picker.getByRole('radio', { name: '08:30', exact: true })).toHaveCount(0);
  await expectAccessible(student, 'booking dialog, day taken');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A free day opens the booking dialog at once, with that day.
  await student.goto(tutor.path);
  calendar = await calendarAt(student, freeDay);
  await calendar.getByRole('button', { name: dayName(freeDay), exact: true }).click();
  dialog = student.getByRole('dialog').filter({ hasText: `Book ${tutor.firstName} ${tutor.lastName}` });
  picker = dialog.getByTestId('free-slot-picker');
  await expect(picker.locator(`input[type="radio"][value="${freeDay}"]`)).toBeChecked();
  await expect(picker.getByText('08:00', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Duration')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await expectAccessible(student, 'booking dialog, free day');

  // The tutor, on their own profile, gets the sync prompt and every detail of the lesson.
  const tutorPage = await signedInPage(browser, testInfo, page, 'tutor@ajar.test');
  await tutorPage.goto(tutor.path);
  const own = await calendarAt(tutorPage, bookedDay);
  await expect(own.getByRole('heading', { name: 'Sync your Google calendar' })).toBeVisible();
  await own.getByRole('button', { name: new RegExp(`^${dayName(bookedDay)}, \\d+ booking`) }).click();
  const details = tutorPage.getByTestId('calendar-day-bookings');
  const lesson = details.getByRole('listitem').filter({ hasText: `Maya ${lastName}` });
  await expect(lesson.getByText('08:00–09:00')).toBeVisible();
  await expect(lesson.getByText('Zoom')).toBeVisible();
  await expect(lesson.getByText('Waiting for payment')).toBeVisible();
  await expect(lesson.getByText(/^SG\$ \d/)).toBeVisible();
  await expectAccessible(tutorPage, 'calendar, day bookings (tutor)');
  await details.getByRole('link', { name: 'Open booking list' }).click();
  await expect(tutorPage).toHaveURL(/\/sg\/booking-list$/);
});
