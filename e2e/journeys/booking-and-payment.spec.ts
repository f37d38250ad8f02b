import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { DEMO_PASSWORD, createActiveAccount, isMobile, logIn } from '../support/account';
import { seededTutor } from '../support/tutor';

const APPROVED_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

async function signedInPage(browser: Browser, testInfo: TestInfo, like: Page, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: like.viewportSize(),
    isMobile: isMobile(like),
    hasTouch: isMobile(like),
  });
  const page = await context.newPage();
  await logIn(page, 'sg', email, DEMO_PASSWORD);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  return page;
}

/** The tutor needs a bank account in SGD to be paid out; made through the API (the payout page has its own test). */
async function ensureBankAccount(request: APIRequestContext): Promise<void> {
  const call = async <T>(query: string, variables: object, token?: string): Promise<T> => {
    const response = await request.post('/graphql', {
      data: { query, variables },
      headers: token ? { 'auth-token': token } : {},
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
    return body.data as T;
  };
  const { signIn } = await call<{ signIn: { token: string } }>(
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email: 'tutor@ajar.test', password: DEMO_PASSWORD },
  );
  const { getUsersBankAccounts } = await call<{ getUsersBankAccounts: { currency: string }[] }>(
    '{ getUsersBankAccounts { currency } }',
    {},
    signIn.token,
  );
  if (getUsersBankAccounts.some((account) => account.currency === 'SGD')) return;
  await call(
    `mutation { addBankAccount(currency: "SGD", accountHolderName: "Wei Ming Tan", accountNumber: "1234567890",
      bankCode: "7171", country: "sg", city: "Singapore", postCode: "018956", firstLine: "1 Marina Boulevard") { success } }`,
    {},
    signIn.token,
  );
}

/** A day (YYYY-MM-DD in Singapore) far enough ahead that this project and attempt have it to themselves. */
function lessonDay(testInfo: TestInfo): string {
  const offset =
    2 + (testInfo.project.name === 'mobile' ? 7 : 0) + testInfo.retry * 3 + testInfo.repeatEachIndex * 15;
  const day = new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** Books a lesson in the dialog on the tutor's profile: the day from the date picker, a start time, an hour. */
async function bookLesson(page: Page, tutorPath: string, day: string, start: string): Promise<void> {
  await page.goto(tutorPath);
  await page
    .getByRole('button', { name: /Book tutor/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Duration')).toBeVisible();
  await dialog.getByLabel('Day').fill(day);
  await dialog.getByLabel('Day').press('Enter');
  // A searchable select: typing the time picks it.
  await dialog.getByLabel('Start time').fill(start);
  await dialog.getByLabel('Start time').press('Enter');
  await expect(dialog.getByTitle(start, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Ajar sandbox payments' })).toBeVisible();
  await page.getByLabel('Card number (cards only)').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a student books and pays a tutor; the tutor accepts, finishes and is paid out; balance pays the next', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const tutor = await seededTutor(request);
  const tutorName = `${tutor.firstName} ${tutor.lastName}`;
  const lastName = `Booker${Date.now() % 1_000_000}`;
  const studentEmail = `booker.${testInfo.project.name}.${Date.now()}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Maya', lastName });
  await ensureBankAccount(request);
  const day = lessonDay(testInfo);

  // The first booking asks for 8 lessons in advance; a declined card leaves it unpaid and retryable.
  const student = await signedInPage(browser, testInfo, page, studentEmail);
  await bookLesson(student, tutor.path, day, '10:00');
  await expect(student.getByText(`Your first booking with ${tutorName}`)).toBeVisible();
  await student.getByRole('button', { name: 'Next' }).click();
  await payOnSandbox(student, DECLINED_CARD);
  await expect(student.getByText('Payment not completed')).toBeVisible();
  await student.getByRole('link', { name: 'Try again' }).click();
  await expect(student.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await student.getByRole('button', { name: 'Next' }).click();
  await payOnSandbox(student, APPROVED_CARD);
  await expect(student.getByText('Booking Success')).toBeVisible();
  await expect(student.getByText('Successfully booking tutor')).toBeVisible();
  await student.getByRole('link', { name: 'My bookings' }).click();
  const mine = student.getByTestId('booking-item').filter({ hasText: tutorName }).first();
  await expect(mine.getByText('Paid, waiting for the tutor')).toBeVisible();

  // The tutor accepts, marks it done and moves the money to the bank account, once.
  const tutorPage = await signedInPage(browser, testInfo, page, 'tutor@ajar.test');
  await tutorPage.goto('/sg/booking-list');
  const booked = tutorPage.getByTestId('booking-item').filter({ hasText: `Maya ${lastName}` });
  await booked.getByRole('button', { name: 'Accept this booking' }).click();
  await expect(booked.getByText('Accepted', { exact: true })).toBeVisible();
  await booked.getByRole('button', { name: 'Mark as done' }).click();
  await expect(booked.getByText('Done', { exact: true })).toBeVisible();
  await booked.getByRole('button', { name: 'Transfer to my bank account' }).click();
  await tutorPage.getByRole('button', { name: 'Yes' }).click();
  await expect(booked.getByText('Money transferred to your bank account')).toBeVisible();
  await expect(booked.getByRole('button', { name: 'Transfer to my bank account' })).toHaveCount(0);

  // The prepaid lessons are on the student's balance: the next booking is paid with it.
  await bookLesson(student, tutor.path, day, '12:00');
  await student.getByRole('button', { name: 'Book using balance' }).click();
  await expect(student.getByText('Booking Success')).toBeVisible();
});
