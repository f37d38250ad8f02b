import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { DEMO_PASSWORD, createActiveAccount, logIn } from '../support/account';
import { apiCall } from '../support/api';
import { APPROVED_CARD, lessonDay, payOnSandbox, pickFreeSlot, signedInPage } from '../support/booking';
import { keepScreen } from '../support/screens';
import { seededTutor, type TutorRef } from '../support/tutor';

const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** How the week view names a day (YYYY-MM-DD), e.g. "Tue 8 Dec". */
function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${SHORT_DAYS[date.getUTCDay()]} ${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`;
}

/** A student books the tutor from 08:00 to 09:00 Singapore time on `day` through the API, and pays on the sandbox. */
async function paidLesson(
  request: APIRequestContext,
  student: Page,
  tutor: TutorRef,
  email: string,
  day: string,
) {
  const { getProfile } = await apiCall<{
    getProfile: { userPvid: string; subjectList: { levels: { pvid: string }[] }[] };
  }>(
    request,
    'query($code: String!) { getProfile(code: $code) { userPvid subjectList { levels { pvid } } } }',
    { code: tutor.token },
  );
  const { signIn } = await apiCall<{ signIn: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email, password: DEMO_PASSWORD },
  );
  const start = new Date(`${day}T08:00:00+08:00`);
  const { addBooking } = await apiCall<{ addBooking: { booking: { pvid: string } } }>(
    request,
    `mutation($tutorPvid: ID!, $subjectPvid: ID!, $startTime: DateTime!, $endTime: DateTime!) {
      addBooking(tutorPvid: $tutorPvid, subjectPvid: $subjectPvid, startTime: $startTime, endTime: $endTime,
        duration: 60, type: ONLINE, location: "Zoom") { booking { pvid } } }`,
    {
      tutorPvid: getProfile.userPvid,
      subjectPvid: getProfile.subjectList.flatMap((subject) => subject.levels)[0]?.pvid,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
    },
    signIn.token,
  );
  await student.goto(`/sg/checkout/booking?booking=${addBooking.booking.pvid}`);
  await expect(student.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await student.getByRole('button', { name: 'Next' }).click();
  await payOnSandbox(student, APPROVED_CARD);
  await expect(student.getByText('Booking Success')).toBeVisible();
}

/** Turns the week view forward until it shows `day`. */
async function showDay(page: Page, day: string) {
  const column = page.getByTestId(`calendar-day-${day}`);
  await expect(page.getByTestId('calendar-range')).toBeVisible();
  for (let step = 0; step < 8 && !(await column.isVisible()); step += 1) {
    const range = await page.getByTestId('calendar-range').textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByTestId('calendar-range')).not.toHaveText(range ?? '');
  }
  await expect(column).toBeVisible();
  return column;
}

/**
 * Chooses an option of an antd select by the field's label. The list scrolls to the current value as it opens,
 * so a click can land while the options move: choose until the field shows the option, then wait for the list to
 * close.
 */
async function choose(page: Page, label: string, option: string) {
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const field = page
    .getByRole('dialog')
    .locator('.ant-select', { has: page.getByLabel(label, { exact: true }) });
  await expect(async () => {
    if ((await open.count()) === 0) await field.click();
    await open
      .locator('.ant-select-item-option')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click({ timeout: 3000 });
    await expect(field.getByTitle(option, { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(open).toHaveCount(0);
}

test('a tutor accepts a paid lesson on the dashboard, blocks an afternoon in the week view, and students are no longer offered it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two people, a payment on the sandbox and four pages: slower than most on two busy cores.
  test.setTimeout(150_000);
  const screens = (name: string) =>
    `../test-results/screens/tutor-week-calendar-${name}-${testInfo.project.name}.png`;
  const tutor = await seededTutor(request);
  const stamp = Date.now();
  const lastName = `Week${stamp % 1_000_000}`;
  const studentEmail = `week.${testInfo.project.name}.${stamp}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Nadia', lastName });
  const student = await signedInPage(browser, testInfo, page, studentEmail);
  const lessonDate = lessonDay(testInfo, 1);
  const blockDate = lessonDay(testInfo, 29);
  await paidLesson(request, student, tutor, studentEmail, lessonDate);

  // The tutor logs in to the dashboard and accepts the lesson there.
  await logIn(page, 'sg', 'tutor@ajar.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/sg\/tutor\/dashboard$/);
  await page.getByRole('button', { name: `Accept the lesson with Nadia ${lastName}` }).click();
  const lesson = page.getByRole('listitem').filter({ hasText: `Nadia ${lastName}` });
  await expect(lesson.getByText('Accepted')).toBeVisible();

  // The week view shows it among the bookable hours.
  await page.getByRole('link', { name: 'Calendar', exact: true }).first().click();
  await expect(page).toHaveURL(/\/sg\/tutor\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const lessonColumn = await showDay(page, lessonDate);
  await expect(lessonColumn.getByRole('listitem').filter({ hasText: `Nadia ${lastName}` })).toContainText(
    '08:00–09:00',
  );
  await expectAccessible(page, 'tutor calendar, week');
  await keepScreen(page, { path: screens('week'), fullPage: true });

  // An afternoon blocked from the free hours of a later day.
  const blockColumn = await showDay(page, blockDate);
  await blockColumn
    .getByRole('button', { name: new RegExp(`^Free .* on ${shortDay(blockDate)}`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Block time' });
  await expect(
    dialog.getByText('Lessons already booked in them stay booked.', { exact: false }),
  ).toBeVisible();
  await choose(page, 'From', '13:00');
  await choose(page, 'To', '17:00');
  await expectAccessible(page, 'tutor calendar, block time');
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(blockColumn.getByText('Blocked 13:00–17:00')).toBeVisible();
  await keepScreen(page, { path: screens('blocked'), fullPage: true });

  // The student's dialog offers the morning and the evening of that day, and nothing in the afternoon.
  await student.goto(tutor.path);
  await student
    .getByRole('button', { name: /Book tutor/ })
    .first()
    .click();
  const booking = student.getByRole('dialog');
  await pickFreeSlot(booking, blockDate, '12:00');
  const picker = booking.getByTestId('free-slot-picker');
  for (const taken of ['12:30', '13:00', '14:00', '16:30'])
    await expect(picker.getByRole('radio', { name: taken, exact: true })).toHaveCount(0);
  await expect(picker.getByRole('radio', { name: '17:00', exact: true })).toHaveCount(1);

  // Given back, the afternoon is offered again.
  await blockColumn.getByRole('button', { name: `Unblock 13:00–17:00 on ${shortDay(blockDate)}` }).click();
  await expect(blockColumn.getByText('Blocked 13:00–17:00')).toHaveCount(0);
  await student.goto(tutor.path);
  await student
    .getByRole('button', { name: /Book tutor/ })
    .first()
    .click();
  await pickFreeSlot(student.getByRole('dialog'), blockDate, '14:00');
});
