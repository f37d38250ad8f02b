import {
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectAccessible, trackPage } from './a11y';
import { DEMO_PASSWORD, isMobile } from './account';
import { apiCall } from './api';
import { signedInState } from './session';

/*
 * Booking and payment steps shared by the journeys: a second signed-in browser, a lesson booked in the
 * profile's dialog, the sandbox provider's hosted checkout.
 */

export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/** A second browser as wide as `like`, signed in as `email` through the API; the journey opens its first page. */
export async function signedInPage(
  browser: Browser,
  testInfo: TestInfo,
  like: Page,
  email: string,
  /** Another API process than the project's (the media journeys). */
  baseURL: string | undefined = testInfo.project.use.baseURL,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: like.viewportSize(),
    isMobile: isMobile(like),
    hasTouch: isMobile(like),
  });
  if (!baseURL) throw new Error('a signed-in page needs a baseURL');
  await context.setStorageState(await signedInState(context.request, baseURL, email));
  const page = await context.newPage();
  trackPage(page);
  return page;
}

/** The tutor needs a bank account in SGD to be paid out; made through the API (the payout page has its own test). */
export async function ensureBankAccount(request: APIRequestContext): Promise<void> {
  const { signIn } = await apiCall<{ signIn: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email: 'tutor@ajar.test', password: DEMO_PASSWORD },
  );
  const { getUsersBankAccounts } = await apiCall<{ getUsersBankAccounts: { currency: string }[] }>(
    request,
    '{ getUsersBankAccounts { currency } }',
    {},
    signIn.token,
  );
  if (getUsersBankAccounts.some((account) => account.currency === 'SGD')) return;
  await apiCall(
    request,
    `mutation { addBankAccount(currency: "SGD", accountHolderName: "Wei Ming Tan", accountNumber: "1234567890",
      bankCode: "7171", country: "sg", city: "Singapore", postCode: "018956", firstLine: "1 Marina Boulevard") { success } }`,
    {},
    signIn.token,
  );
}

/**
 * A day (YYYY-MM-DD in Singapore) far enough ahead that this journey, project and attempt have it to
 * themselves: each journey passes its own `firstDay`.
 */
export function lessonDay(testInfo: TestInfo, firstDay = 2): string {
  const offset =
    firstDay +
    (testInfo.project.name === 'mobile' ? 7 : 0) +
    testInfo.retry * 3 +
    testInfo.repeatEachIndex * 15;
  const day = new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/**
 * Picks a free start in a slot picker (the booking dialog's, the reschedule dialog's): turns to the window that
 * holds `day` (YYYY-MM-DD in the tutor's market), then the day, then the time (HH:mm there).
 */
export async function pickFreeSlot(scope: Locator, day: string, start: string): Promise<void> {
  const picker = scope.getByTestId('free-slot-picker');
  const dayRadio = picker.locator(`input[type="radio"][value="${day}"]`);
  for (let page = 0; page < 5; page += 1) {
    await expect(picker).toBeVisible();
    if ((await dayRadio.count()) > 0) break;
    const from = await picker.getAttribute('data-from');
    await picker.getByRole('button', { name: 'Later dates' }).click();
    await expect(scope.locator(`[data-testid="free-slot-picker"]:not([data-from="${from}"])`)).toBeVisible();
  }
  // antd draws its radio buttons as labels over a hidden input: the label is what a person taps.
  const page = scope.page();
  await picker.locator('label', { has: page.locator(`input[value="${day}"]`) }).click();
  await expect(dayRadio).toBeChecked();
  const time = picker.locator('label', { has: page.getByRole('radio', { name: start, exact: true }) });
  await time.click();
  await expect(time.getByRole('radio')).toBeChecked();
}

/**
 * Books a lesson in the dialog on the tutor's profile: an hour at a free start on the day. A first booking prepays
 * one lesson unless `prepay` asks for more.
 */
export async function bookLesson(
  page: Page,
  tutorPath: string,
  day: string,
  start: string,
  options: { prepay?: number } = {},
): Promise<void> {
  await page.goto(tutorPath);
  await page
    .getByRole('button', { name: /Book tutor/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Duration')).toBeVisible();
  await pickFreeSlot(dialog, day, start);
  if (options.prepay) {
    // The option list can still be opening (or re-rendering with the price) when it is clicked: choose until the
    // field shows the count.
    const chosen = new RegExp(`^${options.prepay} lessons? ·`);
    await expect(async () => {
      await dialog.getByLabel('Lessons to prepay').click();
      await page.locator('.ant-select-item-option').filter({ hasText: chosen }).click({ timeout: 3000 });
      await expect(dialog.getByTitle(chosen)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }
  await expectAccessible(page, 'booking dialog', { once: true });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expectAccessible(page, 'checkout', { once: true });
}

export async function payOnSandbox(page: Page, card: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Ajar sandbox payments' })).toBeVisible();
  await expectAccessible(page, 'sandbox payment page', { once: true });
  await page.getByLabel('Card number (cards only)').fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
}
