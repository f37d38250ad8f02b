import { expect, test } from '@playwright/test';

test('the root redirects to Singapore and unknown pages show the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sg$/);
  await expect(page.getByText('Tutors from SG$ 10.00 per hour')).toBeVisible();

  await page.goto('/sg/no-such-page');
  await expect(page.getByText("You're playing too far...")).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/sg$/);

  await page.goto('/xx/login');
  await expect(page.getByText("You're playing too far...")).toBeVisible();
});

test('switching the country to Indonesia shows Indonesian text and Rp prices', async ({ page }) => {
  await page.goto('/sg');
  await page.getByRole('contentinfo').getByRole('combobox').click();
  await page.locator('.ant-select-item-option', { hasText: 'Indonesia' }).click();
  await expect(page).toHaveURL(/\/id$/);
  await expect(page.getByText('Tutor mulai Rp 50.000 per jam')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('country'))).toBe('id');
});

test('the maintenance notice stays when the API does not answer', async ({ page }) => {
  await page.route('**/isServerRun', (route) => route.abort());
  await page.goto('/sg');
  await expect(page.getByText("We're Undergoing Maintenance")).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page.getByText("We're Undergoing Maintenance")).toBeVisible();
});

test('after 20 idle minutes the session notice offers a refresh', async ({ page }) => {
  await page.clock.install();
  await page.goto('/sg');
  await expect(page.getByText("We're Undergoing Maintenance")).toHaveCount(0);
  await page.clock.fastForward('20:01');
  await expect(page.getByText('Your session is not active')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test('menu items of features not built yet lead to the launching-soon page', async ({ page }) => {
  await page.goto('/sg');
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'Feeds' }).click();
  } else {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  }
  await expect(page).toHaveURL(/\/sg\/launching-soon/);
  await expect(page.getByText('launching soon', { exact: false }).first()).toBeVisible();
});
