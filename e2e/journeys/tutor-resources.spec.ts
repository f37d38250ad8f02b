import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { isMobile } from '../support/account';
import { signInThroughApi } from '../support/session';

/** The tutor side menu: beside the profile on a desktop, in a drawer on a phone. */
async function openSideMenuEntry(page: Page, name: string): Promise<void> {
  await page.goto('/sg/profile/me');
  if (isMobile(page)) await page.getByRole('button', { name: /^(menu )?Dashboard$/ }).click();
  const menu = page.getByRole('navigation', { name: 'Tutor dashboard' });
  await menu.getByRole('link', { name, exact: true }).click();
}

/** A small PDF the tutor uploads (its bytes decide its type, not its name). */
function worksheet(title: string): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${title}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
}

const screensOf = (project: string) => (name: string) =>
  `../test-results/screens/tutor-resources-${name}-${project}.png`;

test(
  'the tutor uploads a file and shares it with a lesson’s student, who downloads it',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const screens = screensOf(testInfo.project.name);
    const fileName = `Fractions ${testInfo.project.name} ${Date.now()}.pdf`;
    await signInThroughApi(page, 'tutor@ajar.test');

    // Resources: the seeded files, the usage bar, and an upload.
    await openSideMenuEntry(page, 'Resources');
    await expect(page).toHaveURL(/\/sg\/tutor\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    await expect(page.getByText('Algebra worksheet 1.pdf')).toBeVisible();
    const usage = page.getByRole('progressbar', { name: 'Storage used' });
    await expect(usage).toHaveAttribute('aria-valuetext', /^[\d.]+ KB of [\d.]+ [MG]B used$/);
    await page.locator('#tutor-file-input').setInputFiles({
      name: fileName,
      mimeType: 'application/pdf',
      buffer: worksheet('Fractions'),
    });
    await expect(page.getByText('File uploaded')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: fileName });
    await expect(row).toContainText('Not shared yet');

    // Shared with the student of one of the tutor's lessons.
    await row.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${fileName}` });
    await expect(dialog).toBeVisible();
    const booking = dialog.getByLabel('Choose a booking');
    const ethan = await booking.locator('option', { hasText: 'Ethan Goh' }).first().getAttribute('value');
    await booking.selectOption(ethan ?? '');
    await expectAccessible(page, 'share dialog');
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('File shared')).toBeVisible();
    await expect(row).toContainText('Ethan Goh');
    await expectAccessible(page, 'resources');
    await keepScreen(page, { path: screens('resources'), fullPage: true });

    // The student finds the file under Shared files and downloads it.
    await page.evaluate(() => window.localStorage.clear());
    await signInThroughApi(page, 'student@ajar.test');
    await page.goto('/sg/shared-files');
    await expect(page.getByRole('heading', { level: 1, name: 'Shared files' })).toBeVisible();
    await expect(page.getByText(fileName)).toBeVisible();
    await expect(page.getByText(/From Wei Ming Tan/).first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${fileName}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    expect((await readFile(await download.path())).toString('latin1')).toContain('/Title (Fractions)');
    await expectAccessible(page, 'shared files');
    await keepScreen(page, { path: screens('shared-files'), fullPage: true });
  },
);

test('the tutor buys cloud storage and sees the quota grow, and reads analytics, in English and Indonesian', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const screens = screensOf(testInfo.project.name);
  await signInThroughApi(page, 'tutor@ajar.test');
  const usage = page.getByRole('progressbar', { name: 'Storage used' });

  // Cloud storage: +1 GB for credits, and the quota grows at once.
  await openSideMenuEntry(page, 'Cloud storage');
  await expect(page).toHaveURL(/\/sg\/tutor\/cloud-storage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud storage' })).toBeVisible();
  const quotaBefore = await usage.getAttribute('aria-valuetext');
  await page.getByRole('button', { name: 'Buy +1 GB' }).click();
  await expect(page.getByText('Your storage is larger now')).toBeVisible();
  await expect(usage).not.toHaveAttribute('aria-valuetext', quotaBefore ?? '');
  await expect(usage).toHaveAttribute('aria-valuetext', /of 1\.5 GB used$|of 2\.5 GB used$/);
  await expect(page.getByRole('heading', { name: 'Your purchases' })).toBeVisible();
  await expect(page.getByText(/^\+1 GB · 20 credits · /).first()).toBeVisible();
  await expectAccessible(page, 'cloud storage');
  await keepScreen(page, { path: screens('cloud-storage'), fullPage: true });

  // Analytics: four charts over the last 12 weeks and the table of their numbers.
  await openSideMenuEntry(page, 'Analytics');
  await expect(page).toHaveURL(/\/sg\/tutor\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile views per week, chart' })).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(4);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13);
  await expectAccessible(page, 'analytics');
  await keepScreen(page, { path: screens('analytics'), fullPage: true });

  // The Indonesian market's demo tutor reads the three pages in Indonesian.
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughApi(page, 'tutor.id@ajar.test');
  for (const [path, title, name] of [
    ['tutor/resources', 'Materi', 'resources-id'],
    ['tutor/cloud-storage', 'Penyimpanan awan', 'cloud-storage-id'],
    ['tutor/analytics', 'Analitik', 'analytics-id'],
  ] as const) {
    await page.goto(`/id/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('progressbar').or(page.getByRole('table'))).toBeVisible();
    await expectAccessible(page, `${title} (id)`);
    await keepScreen(page, { path: screens(name), fullPage: true });
  }
});
