import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount } from '../support/account';
import { APPROVED_CARD, bookLesson, lessonDay, payOnSandbox, signedInPage } from '../support/booking';
import { seededTutor } from '../support/tutor';

test('a tutor creates a 20% voucher; a student claims it, pays two lessons from the cart with balance and the sandbox', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Several browsers and many pages: CI's 2 shared cores need more than the default minute.
  test.setTimeout(120_000);
  const tutor = await seededTutor(request);
  const tutorName = `${tutor.firstName} ${tutor.lastName}`;
  const code = `SAVE20-${testInfo.project.name === 'mobile' ? 'M' : 'D'}${Date.now() % 1_000_000}`;

  // The tutor creates a 20% voucher, its fee paid in credits.
  const tutorPage = await signedInPage(browser, testInfo, page, 'tutor@ajar.test');
  await tutorPage.goto('/sg/createvouchers');
  await expect(tutorPage.getByRole('heading', { level: 1, name: 'Create a voucher' })).toBeVisible();
  await tutorPage.getByLabel('Voucher code').fill(code);
  await tutorPage.getByRole('radio', { name: 'Percentage' }).check();
  await tutorPage.getByLabel('Discount (%)').fill('20');
  await tutorPage.getByLabel('Number of students who may claim it').fill('5');
  await expectAccessible(tutorPage, 'create a voucher');
  await tutorPage.getByRole('button', { name: 'Create voucher' }).click();
  await expect(tutorPage.getByRole('heading', { level: 1, name: 'Voucher dashboard' })).toBeVisible();
  await expect(tutorPage.getByText(code)).toBeVisible();
  await expectAccessible(tutorPage, 'voucher dashboard');

  // A new student tops up SG$ 20, then claims the voucher by its code.
  const studentEmail = `voucher.${testInfo.project.name}.${Date.now()}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Vera', lastName: 'Voucher' });
  const student = await signedInPage(browser, testInfo, page, studentEmail);
  await student.goto('/sg/balance/buy/topup');
  await student.getByLabel('Amount to add (SGD)').fill('20');
  await student.getByRole('button', { name: 'Continue to payment' }).click();
  await payOnSandbox(student, APPROVED_CARD);
  await expect(student.getByText('Payment successful').first()).toBeVisible();

  await student.goto('/sg/vouchers/home');
  await expect(student.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
  await student.getByRole('textbox', { name: 'Voucher code', exact: true }).fill(code.toLowerCase());
  await student.getByRole('button', { name: 'Look up' }).click();
  await expect(student.getByText('20% off')).toBeVisible();
  await expect(student.getByText(`For lessons with ${tutorName}`)).toBeVisible();
  await expectAccessible(student, 'voucher found');
  await student.getByRole('button', { name: 'Claim for free' }).click();
  await expect(student.getByText('Voucher claimed. Use it in your cart.')).toBeVisible();

  // Two lessons go into the cart from the checkout page; the first, a first booking, prepays 8 lessons.
  const day = lessonDay(testInfo, 3);
  for (const start of ['10:00', '13:00']) {
    await bookLesson(student, tutor.path, day, start, start === '10:00' ? { prepay: 8 } : {});
    await student.getByRole('button', { name: 'Add to cart' }).click();
    await expect(student.getByText('Item added to cart successfully')).toBeVisible();
    await expect(student.getByRole('heading', { level: 1, name: 'My cart' })).toBeVisible();
  }
  const items = student.getByRole('region', { name: 'Lessons in your cart' });
  await expect(items.getByText(`with ${tutorName}`)).toHaveCount(2);

  // The voucher applies: the original price struck through beside the total.
  await student.getByRole('textbox', { name: 'Have a voucher code?' }).fill(code);
  await student.getByRole('button', { name: 'Apply' }).click();
  await expect(student.getByText(`Voucher ${code} applied`)).toBeVisible();
  await expect(student.getByText('Voucher discount')).toBeVisible();
  await expect(student.locator('del, s').first()).toBeVisible();
  await expectAccessible(student, 'cart with a voucher');

  // Part from the balance, the rest on the sandbox.
  await student.getByRole('link', { name: 'Checkout' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Pay your cart' })).toBeVisible();
  await expect(student.getByRole('switch', { name: 'Use my balance first' })).toBeChecked();
  await expect(student.getByText('Paid from your balance')).toBeVisible();
  await expectAccessible(student, 'pay the cart');
  await student.getByRole('button', { name: /^Pay/ }).click();
  await payOnSandbox(student, APPROVED_CARD);
  await expect(student.getByText('Your cart is paid')).toBeVisible();
  await expectAccessible(student, 'cart paid');

  await student.goto('/sg/transaction-list');
  await expect(student.getByText('Cart checkout').first()).toBeVisible();
  await expect(student.getByText(/^−SG\$|Voucher discount/).first()).toBeVisible();

  // The tutor's dashboard counts the use.
  await tutorPage.goto('/sg/voucherdashboard');
  const card = tutorPage.getByRole('article').filter({ hasText: code });
  await expect(card.getByText('Used at checkout')).toBeVisible();
  await expect(card).toContainText(/Used at checkout\s*1/);
});
