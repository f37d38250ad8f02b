import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount } from '../support/account';
import { setServerClockOffset } from '../support/api';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  bookLesson,
  ensureBankAccount,
  lessonDay,
  payOnSandbox,
  signedInPage,
} from '../support/booking';
import { seededTutor } from '../support/tutor';

// The journey lets its lesson take place by moving the server's clock; whatever happens, it goes back.
test.afterEach(async ({ request }) => setServerClockOffset(request, 0));

test('a student books and pays a tutor; the tutor accepts, finishes and is paid out; balance pays the next', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Several browsers and many pages: CI's 2 shared cores need more than the default minute.
  test.setTimeout(120_000);
  const tutor = await seededTutor(request);
  const tutorName = `${tutor.firstName} ${tutor.lastName}`;
  const lastName = `Booker${Date.now() % 1_000_000}`;
  const studentEmail = `booker.${testInfo.project.name}.${Date.now()}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Maya', lastName });
  await ensureBankAccount(request);
  const day = lessonDay(testInfo);

  // The first booking prepays one lesson unless the student asks for more: here 8, the most; a declined card
  // leaves it unpaid and retryable.
  const student = await signedInPage(browser, testInfo, page, studentEmail);
  await bookLesson(student, tutor.path, day, '10:00', { prepay: 8 });
  await expect(student.getByText(`Your first booking with ${tutorName}`)).toBeVisible();
  await expectAccessible(student, 'checkout, first booking');
  await student.getByRole('button', { name: 'Next' }).click();
  await payOnSandbox(student, DECLINED_CARD);
  await expect(student.getByText('Payment not completed')).toBeVisible();
  await expectAccessible(student, 'payment not completed');
  await student.getByRole('link', { name: 'Try again' }).click();
  await expect(student.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await student.getByRole('button', { name: 'Next' }).click();
  await payOnSandbox(student, APPROVED_CARD);
  await expect(student.getByText('Booking Success')).toBeVisible();
  await expect(student.getByText('Successfully booking tutor')).toBeVisible();
  // The confirmation says which lesson, when (Singapore time), what happens next, and keeps it in a calendar.
  await expect(student.getByRole('heading', { name: new RegExp(`with ${tutorName}$`) })).toBeVisible();
  await expect(student.getByText('(Asia/Singapore time)')).toBeVisible();
  await expect(student.getByText(/accepts by .*\. If not, you get a full refund\./)).toBeVisible();
  await expect(student.getByRole('button', { name: `Message ${tutor.firstName}` })).toBeVisible();
  const calendarFile = student.waitForEvent('download');
  await student.getByRole('link', { name: 'Add to calendar' }).click();
  expect((await calendarFile).suggestedFilename()).toBe(`ajar-lesson-${day}.ics`);
  await expectAccessible(student, 'booking success');
  await student.getByRole('link', { name: 'My bookings' }).click();
  const mine = student.getByTestId('booking-item').filter({ hasText: tutorName }).first();
  await expect(mine.getByText('Paid, waiting for the tutor')).toBeVisible();
  // The card paid it all: the list says so, and says nothing came from the balance.
  await expect(mine.getByText(/paid by card/)).toBeVisible();
  await expect(mine.getByText(/paid from balance/)).toHaveCount(0);
  await expectAccessible(student, 'booking list (student)');

  // The tutor accepts, marks it done and moves the money to the bank account, once.
  const tutorPage = await signedInPage(browser, testInfo, page, 'tutor@ajar.test');
  await tutorPage.goto('/sg/booking-list');
  const booked = tutorPage.getByTestId('booking-item').filter({ hasText: `Maya ${lastName}` });
  await booked.getByRole('button', { name: 'Accept this booking' }).click();
  await expect(booked.getByText('Accepted', { exact: true })).toBeVisible();
  // Done waits for the lesson (10:00–11:00 in Singapore, UTC+8) to end: time passes until just after it.
  await expect(booked.getByText('You can mark it done once the lesson has ended')).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
  await expectAccessible(tutorPage, 'booking list (tutor)');
  const lessonEnd = Date.parse(`${day}T11:00:00+08:00`);
  await setServerClockOffset(request, lessonEnd + 60_000 - Date.now());
  await tutorPage.reload();
  await booked.getByRole('button', { name: 'Mark as done' }).click();
  await expect(booked.getByText('Done', { exact: true })).toBeVisible();
  // The money moves once the lesson completes, COMPLETION_HOURS (72) after done without a dispute.
  await expect(booked.getByText(/^Completes on /)).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Transfer to my bank account' })).toHaveCount(0);
  await setServerClockOffset(request, lessonEnd + (72 * 60 + 5) * 60_000 - Date.now());
  await expect(async () => {
    await tutorPage.reload();
    await expect(booked.getByRole('button', { name: 'Transfer to my bank account' })).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  await booked.getByRole('button', { name: 'Transfer to my bank account' }).click();
  await expectAccessible(tutorPage, 'transfer confirmation');
  await tutorPage.getByRole('button', { name: 'Yes' }).click();
  await expect(booked.getByText('Money transferred to your bank account')).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Transfer to my bank account' })).toHaveCount(0);
  await setServerClockOffset(request, 0);

  // The prepaid lessons are on the student's balance: the next booking is paid with it.
  await bookLesson(student, tutor.path, day, '12:00');
  await student.getByRole('button', { name: 'Book using balance' }).click();
  await expect(student.getByText('Booking Success')).toBeVisible();
  await expectAccessible(student, 'booking success (balance)');
});
