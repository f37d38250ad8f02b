import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { createActiveAccount, DEMO_PASSWORD, logIn } from '../support/account';
import { signedInPage } from '../support/booking';
import { uniqueEmail } from '../support/mail';
import { seededTutor } from '../support/tutor';

const SUSPENDED =
  'This account has been suspended by our team. Write to support if you think this is a mistake.';

async function openConsoleSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the team suspends a reported tutor: the log keeps it, and the tutor cannot sign in', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A tutor who misbehaves, and a student who reports their profile from it.
  const trollEmail = uniqueEmail(`troll.${testInfo.project.name}`);
  await createActiveAccount(request, {
    email: trollEmail,
    firstName: 'Trevor',
    lastName: 'Grim',
    role: 'TTR0',
  });
  const troll = await seededTutor(request, trollEmail);
  const reporterEmail = uniqueEmail(`reporter.${testInfo.project.name}`);
  await createActiveAccount(request, { email: reporterEmail, firstName: 'Rina', lastName: 'Putri' });
  const reason = `Asked me to pay in cash outside the site (${Date.now()})`;

  const reporter = await signedInPage(browser, testInfo, page, reporterEmail);
  await reporter.goto(troll.path);
  await reporter.getByRole('button', { name: 'Report this profile' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report to the Ajar team' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('What is wrong?').fill(reason);
  await expectAccessible(reporter, 'report dialog');
  await keepScreen(reporter, { path: `../test-results/screens/report-dialog-${testInfo.project.name}.png` });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText('Thank you. Our team will look at your report.')).toBeVisible();
  // The console is not theirs: the address answers as if it were not there.
  await reporter.goto('/sg/ops/reports');
  await expect(reporter.getByRole('heading', { name: "You're playing too far..." })).toBeVisible();
  await reporter.context().close();

  // The team signs in through the same login and lands on its console.
  await logIn(page, 'sg', 'staff@ajar.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/sg\/ops$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team console' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Reports' })).toBeVisible();
  await expectAccessible(page, 'console home');
  await keepScreen(page, {
    path: `../test-results/screens/ops-home-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await openConsoleSection(page, 'Reports');
  const report = page.getByTestId('staff-report').filter({ hasText: reason });
  await expect(report).toBeVisible();
  await expect(report.getByText(`Author: Trevor Grim (${trollEmail})`)).toBeVisible();
  await expectAccessible(page, 'console reports');
  await keepScreen(page, {
    path: `../test-results/screens/ops-reports-${testInfo.project.name}.png`,
    fullPage: true,
  });
  await report
    .getByLabel('Note for the log')
    .fill('Confirmed with the student; cash requests break the rules.');
  await report.getByRole('button', { name: 'Suspend author' }).click();
  await expect(page.getByText('The report is resolved')).toBeVisible();
  await expect(page.getByTestId('staff-report').filter({ hasText: reason })).toHaveCount(0);

  // The account shows as suspended.
  await openConsoleSection(page, 'Users');
  const search = page.getByRole('search', { name: 'Find an account' });
  await search.getByLabel('Email').fill(trollEmail);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('staff-user').getByText(/^Suspended since/)).toBeVisible();
  await expectAccessible(page, 'console users');
  await keepScreen(page, {
    path: `../test-results/screens/ops-users-${testInfo.project.name}.png`,
    fullPage: true,
  });

  // The log keeps who did it, when, and the account before and after.
  await openConsoleSection(page, 'Audit log');
  const entry = page.getByTestId('audit-entry').filter({ hasText: 'user.suspend' }).first();
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Alya Hakim', { exact: false })).toBeVisible();
  await expect(entry.locator('pre').first()).toContainText('"isActive": true');
  await expect(entry.locator('pre').last()).toContainText('"isActive": false');
  await expectAccessible(page, 'console audit log');
  await keepScreen(page, {
    path: `../test-results/screens/ops-audit-${testInfo.project.name}.png`,
    fullPage: true,
  });

  await openConsoleSection(page, 'Payouts');
  await expectAccessible(page, 'console payouts');
  await keepScreen(page, { path: `../test-results/screens/ops-payouts-${testInfo.project.name}.png` });

  // The suspended tutor cannot sign in.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const trollPage = await context.newPage();
  await logIn(trollPage, 'sg', trollEmail, DEMO_PASSWORD);
  await expect(trollPage.getByText(SUSPENDED)).toBeVisible();
  await context.close();
});
