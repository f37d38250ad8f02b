import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount } from '../support/account';
import { APPROVED_CARD, bookLesson, lessonDay, payOnSandbox, signedInPage } from '../support/booking';
import { seededTutor } from '../support/tutor';

test('a student shares a payment link; a guest is asked to log in; a friend pays it and the link turns active', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Three browsers, a booking, a sandbox payment and five axe checks: more than the default minute.
  test.setTimeout(150_000);
  const tutor = await seededTutor(request);
  const stamp = Date.now();
  const lastName = `Sharer${stamp % 1_000_000}`;
  const studentEmail = `sharer.${testInfo.project.name}.${stamp}@example.test`;
  const friendEmail = `payer.${testInfo.project.name}.${stamp}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Nadia', lastName });
  await createActiveAccount(request, { email: friendEmail, firstName: 'Omar', lastName: 'Payer' });

  const student = await signedInPage(browser, testInfo, page, studentEmail);
  await bookLesson(student, tutor.path, lessonDay(testInfo, 4), '15:00');
  await student.getByRole('button', { name: 'Create payment link' }).click();
  const link = student.getByRole('textbox', { name: 'Ask someone to pay' });
  await expect(link).toHaveValue(/\/sg\/payment\/share\/[\w-]+$/);
  const url = await link.inputValue();
  await expect(student.getByText('Not active yet', { exact: false })).toBeVisible();
  await expectAccessible(student, 'checkout, payment link');
  await student.getByRole('button', { name: 'Copy link' }).click();
  await expect(student.getByText('copied success')).toBeVisible();

  // A guest sees what is asked and by whom, and logs in to pay.
  await page.goto(new URL(url).pathname);
  await expect(page.getByText(`Nadia ${lastName} asked you to pay for this booking`)).toBeVisible();
  await expect(page.getByText(`${tutor.firstName} ${tutor.lastName}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
  await expectAccessible(page, 'payment link (guest)');

  const friend = await signedInPage(browser, testInfo, page, friendEmail);
  await friend.goto(new URL(url).pathname);
  await expect(friend.getByText('Total charged')).toBeVisible();
  await expectAccessible(friend, 'payment link (payer)');
  await friend.getByRole('button', { name: /^Pay / }).click();
  await payOnSandbox(friend, APPROVED_CARD);
  await expect(friend.getByText('Booking Success')).toBeVisible();
  await expectAccessible(friend, 'booking success');

  // The student's link turned active once the payment started; the booking is paid.
  await expect(student.getByText('Active: the payer has started paying.')).toBeVisible({ timeout: 15_000 });
  await friend.goto(new URL(url).pathname);
  await expect(friend.getByText('This booking is paid')).toBeVisible();
  await expectAccessible(friend, 'payment link (paid)');
  await student.goto('/sg/booking-list');
  const mine = student.getByTestId('booking-item').filter({ hasText: tutor.lastName }).first();
  await expect(mine.getByText('Paid, waiting for the tutor')).toBeVisible();
  await expectAccessible(student, 'booking list (student)');
});
