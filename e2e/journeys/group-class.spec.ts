import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { createActiveAccount, isMobile } from '../support/account';
import { apiCall } from '../support/api';
import { APPROVED_CARD, payOnSandbox, signedInPage } from '../support/booking';

/*
 * Group classes: a tutor creates a class with 3 sessions; two students enrol, one through the class
 * page's checkout at the sandbox and one through the cart; the tutor cancels a session and both get exactly its
 * share back in their balance (SG$ 30.00 over 3 sessions: SG$ 10.00 each).
 */

/** A Singapore date `days` from today, as the date inputs take it. */
function sgDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function screen(page: Page, name: string, project: string): Promise<void> {
  await keepScreen(page, { path: `../test-results/screens/classes-${project}-${name}.png`, fullPage: true });
}

/** The balance of the page's signed-in user, read through the API with its own session. */
async function balanceOf(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const { getProfile } = await apiCall<{ getProfile: { balance: number } }>(
    page.request,
    '{ getProfile { balance } }',
    {},
    token ?? undefined,
  );
  return getProfile.balance;
}

test('a tutor creates a class of 3 sessions, two students enrol (one through the cart), a cancelled session refunds both', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Several browsers and many pages: CI's 2 shared cores need more than the default minute.
  test.setTimeout(150_000);
  const project = testInfo.project.name;
  const stamp = `${project}.${Date.now()}`;
  const title = `Fractions circle ${stamp}`;

  // The tutor: a new account, creating the class from the side menu's 'Create class' page.
  const tutorEmail = `class.tutor.${stamp}@example.test`;
  await createActiveAccount(request, {
    email: tutorEmail,
    firstName: 'Clara',
    lastName: 'Class',
    role: 'TTR0',
  });
  const tutor = await signedInPage(browser, testInfo, page, tutorEmail);
  await tutor.goto('/sg/ajar-classes/create');
  await expect(tutor.getByRole('heading', { level: 1, name: 'Create class' })).toBeVisible();
  await tutor.getByLabel('Title').fill(title);
  await tutor.getByLabel('Subject').click();
  await tutor.keyboard.press('Enter');
  await tutor.getByLabel('Level', { exact: true }).click();
  await tutor.keyboard.press('Enter');
  await tutor
    .getByLabel('Description')
    .fill('Adding, comparing and simplifying fractions, with practice sheets.');
  await tutor.getByLabel('Seats').fill('5');
  await tutor.getByLabel('Price per seat (SGD)').fill('30');
  await tutor.getByRole('button', { name: 'Add a session' }).click();
  await tutor.getByRole('button', { name: 'Add a session' }).click();
  for (const [index, day] of [3, 4, 5].entries()) {
    const row = tutor.getByRole('group', { name: `Session ${index + 1}` });
    await row.getByLabel('Date').fill(sgDate(day));
    await row.getByLabel('Start time').fill('18:00');
  }
  await expect(tutor.getByText('SG$ 10.00 · SG$ 10.00 · SG$ 10.00')).toBeVisible();
  await expectAccessible(tutor, 'create class');
  await screen(tutor, 'create', project);
  await tutor.getByRole('button', { name: 'Publish class' }).click();
  await expect(tutor.getByText('Your class is published').first()).toBeVisible();
  await tutor.getByRole('link', { name: 'See the class' }).click();
  await expect(tutor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(tutor.getByText('This is your class.')).toBeVisible();
  const classUrl = tutor.url();

  // The first student finds it in browse and pays at the sandbox.
  const firstEmail = `class.first.${stamp}@example.test`;
  await createActiveAccount(request, { email: firstEmail, firstName: 'Fiona', lastName: 'First' });
  const first = await signedInPage(browser, testInfo, page, firstEmail);
  await first.goto('/sg/ajar-classes');
  await expect(first.getByRole('heading', { level: 1, name: 'Online group classes' })).toBeVisible();
  await first.getByLabel('Search classes').fill(stamp);
  await first.getByRole('button', { name: 'Show classes' }).click();
  await expect(first.getByText('1 class')).toBeVisible();
  await expectAccessible(first, 'browse classes');
  await screen(first, 'browse', project);
  await first.getByRole('link', { name: `See the class ${title}` }).click();
  await expect(first.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(first.getByText('0 of 5 seats taken').first()).toBeVisible();
  await expectAccessible(first, 'class page');
  await screen(first, 'class', project);
  await first.getByRole('button', { name: /^Pay with / }).click();
  await payOnSandbox(first, APPROVED_CARD);
  await expect(first.getByText('Your seat is paid')).toBeVisible();
  await expectAccessible(first, 'seat paid');

  // The second student puts the seat in the cart and pays the cart at the sandbox.
  const secondEmail = `class.second.${stamp}@example.test`;
  await createActiveAccount(request, { email: secondEmail, firstName: 'Sam', lastName: 'Second' });
  const second = await signedInPage(browser, testInfo, page, secondEmail);
  await second.goto(classUrl);
  await expect(second.getByText('1 of 5 seats taken').first()).toBeVisible();
  await second.getByRole('button', { name: 'Add to cart' }).click();
  await second.getByRole('link', { name: 'Go to cart' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'My cart' })).toBeVisible();
  await expect(second.getByText(title)).toBeVisible();
  await expect(second.getByText('Group class seat', { exact: false })).toBeVisible();
  await expectAccessible(second, 'cart with a class seat');
  await second.getByRole('link', { name: 'Checkout' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Pay your cart' })).toBeVisible();
  await second.getByRole('button', { name: /^Pay/ }).click();
  await payOnSandbox(second, APPROVED_CARD);
  await expect(second.getByText('Your cart is paid')).toBeVisible();
  await second.goto('/sg/ajar-classes/my');
  await expect(second.getByRole('heading', { level: 1, name: 'My Online Classes' })).toBeVisible();
  await expect(second.getByText('Paid SG$ 30.00')).toBeVisible();
  expect(await balanceOf(second)).toBe(0);

  // The tutor cancels the first session from Manage classes: each student gets SG$ 10.00 back.
  await tutor.goto('/sg/ajar-classes/manage');
  await expect(tutor.getByRole('heading', { level: 1, name: 'Manage classes' })).toBeVisible();
  const managed = tutor.getByRole('article', { name: title });
  await expect(managed.getByText('Students (2)')).toBeVisible();
  await expect(managed.getByText('Held until sessions end: SG$ 60.00')).toBeVisible();
  await expectAccessible(tutor, 'manage classes');
  await screen(tutor, 'manage', project);
  await managed.getByRole('button', { name: 'Cancel session' }).first().click();
  await tutor.getByRole('button', { name: 'Cancel the session' }).click();
  await expect(tutor.getByText('Cancelled: SG$ 20.00 refunded to 2 students')).toBeVisible();
  await expect(managed.getByText('Held until sessions end: SG$ 40.00')).toBeVisible();

  for (const student of [first, second]) {
    await student.goto('/sg/ajar-classes/my');
    await expect(student.getByText('Refunded SG$ 10.00')).toBeVisible();
    expect(await balanceOf(student)).toBe(1000);
  }
  await expectAccessible(second, 'my online classes');
  await screen(second, 'my', project);
  if (isMobile(page)) await screen(first, 'my-first', project);

  // The tutor's dashboard lists the two sessions left, each with both enrolments.
  await tutor.goto('/sg/tutor/dashboard');
  await expect(tutor.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const upcoming = tutor.getByRole('listitem').filter({ hasText: title });
  await expect(upcoming).toHaveCount(2);
  for (const session of await upcoming.all())
    await expect(session.getByText('2 of 5 seats taken')).toBeVisible();
  await expectAccessible(tutor, 'tutor dashboard with the class');
});
