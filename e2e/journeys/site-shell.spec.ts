import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';

test('the root redirects to Singapore and unknown pages show the 404 page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sg$/);
  await expect(page.getByText('Tutors from SG$ 10.00 per hour')).toBeVisible();
  await expectAccessible(page, 'home');

  await page.goto('/sg/no-such-page');
  await expect(page.getByText("You're playing too far...")).toBeVisible();
  await expectAccessible(page, '404 page');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/sg$/);

  await page.goto('/xx/login');
  await expect(page.getByText("You're playing too far...")).toBeVisible();
});

test('a public page arrives rendered and reads without scripts; other pages paint the header frame first', async ({
  page,
  request,
}) => {
  const rendered = await (
    await request.get('/sg/browse/tutors', { headers: { accept: 'text/html' } })
  ).text();
  expect(rendered).toContain('<title>Browse tutors · Ajar</title>');
  expect(rendered).toContain('id="ajar-ssr"');
  expect(rendered).not.toContain('<div class="boot-header"');
  const drawn = await (await request.get('/sg/register', { headers: { accept: 'text/html' } })).text();
  expect(drawn).toMatch(/<div id="root"><div class="boot-header" aria-hidden="true">.*Ajar<\/span>/);

  // Without any script: the server's page is there to read, and a page the browser draws shows its frame.
  const bare = await page.context().newPage();
  await bare.route('**/*.js', (route) => route.abort());
  await bare.goto('/sg/browse/tutors');
  await expect(bare.getByRole('heading', { level: 1, name: 'Browse tutors' })).toBeVisible();
  await expect(bare.getByRole('banner')).toBeVisible();
  // Tutor cards link to profiles ({token}--{id}--{first}--{last}).
  await expect(bare.locator('main a[href*="--"]').first()).toBeVisible();
  await bare.goto('/sg/register');
  await expect(bare.locator('.boot-header')).toBeVisible();
  await expect(bare.locator('.boot-header')).toHaveCSS('height', /^(57|65)px$/);
  await bare.close();

  await page.goto('/sg/register');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('.boot-header')).toHaveCount(0);
});

test('switching the country to Indonesia shows Indonesian text and Rp prices', async ({ page }) => {
  await page.goto('/sg');
  await page.getByRole('contentinfo').getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'Indonesia' }).click();
  await expect(page).toHaveURL(/\/id$/);
  await expect(page.getByText('Tutor mulai Rp 50.000 per jam')).toBeVisible();
  await expectAccessible(page, 'home (id)');
  await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('country'))).toBe('id');
});

test('the country select works from the keyboard: the arrows move, Enter switches, Escape leaves it', async ({
  page,
}) => {
  await page.goto('/sg');
  const select = page.getByRole('contentinfo').getByRole('combobox', { name: 'Country' });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: 'Singapore' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'country list open');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/sg$/);
  await expect(select).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  const active = await select.getAttribute('aria-activedescendant');
  await expect(page.getByRole('option', { name: 'Indonesia' })).toHaveAttribute('id', active ?? 'none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/id$/);
  await expect(page.getByText('Tutor mulai Rp 50.000 per jam')).toBeVisible();
  // In Indonesian the select is named "Negara"; it keeps the focus and shows the new market.
  const negara = page.getByRole('contentinfo').getByRole('combobox', { name: 'Negara' });
  await expect(negara).toHaveText('Indonesia');
  await expect(negara).toBeFocused();
});

test('the maintenance notice stays when the API does not answer', async ({ page }) => {
  await page.route('**/isServerRun', (route) => route.abort());
  await page.goto('/sg');
  await expect(page.getByText("We're Undergoing Maintenance")).toBeVisible();
  await page.waitForTimeout(3000);
  await expect(page.getByText("We're Undergoing Maintenance")).toBeVisible();
  await expectAccessible(page, 'maintenance notice');
});

test('after 20 idle minutes the session notice offers a refresh', async ({ page }) => {
  await page.clock.install();
  await page.goto('/sg');
  // The 20 minutes count from when the app runs: the page is drawn before the clock jumps.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText("We're Undergoing Maintenance")).toHaveCount(0);
  await page.clock.fastForward('20:01');
  await expect(page.getByText('Your session is not active')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expectAccessible(page, 'session notice');
});

test('menus, the footer and the bottom bar show only what is built', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/sg');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No header, footer or bottom-bar entry leads to a page that is not there yet.
  await expect(page.locator('a[href*="launching-soon"]')).toHaveCount(0);
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) {
    const bar = page.getByRole('navigation', { name: 'Explore' });
    await expect(bar.getByRole('link', { name: 'Tutors' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Study places' })).toHaveCount(0);
  } else {
    const products = page.getByRole('navigation', { name: 'Products' });
    await expect(products.getByRole('button', { name: 'Find' })).toBeVisible();
    await expect(products.getByRole('button', { name: 'Create' })).toHaveCount(0);
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Help centre' })).toBeVisible();
});

test('every page has its own title and description, in English and Indonesian', async ({ page }) => {
  await page.goto('/sg/browse/tutors');
  await expect(page).toHaveTitle('Browse tutors · Ajar');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Find a tutor for any subject/,
  );
  await page.goto('/id/browse/tutors');
  await expect(page).toHaveTitle('Cari tutor · Ajar');
  await page.goto('/sg/no-such-page');
  await expect(page).toHaveTitle('Page not found · Ajar');
});

test(
  "the phone drawer's tutor search shows its whole hint at 375 px",
  { tag: '@layout' },
  async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 1280) >= 768, 'the drawer is the phone menu');
    for (const [country, hint] of [
      ['sg', 'Subject or tutor name'],
      ['id', 'Mata pelajaran atau nama'],
    ] as const) {
      await page.goto(`/${country}`);
      await page.getByRole('button', { name: /^(Open menu|Buka menu)$/ }).click();
      const search = page.getByRole('dialog').getByRole('searchbox');
      await expect(search).toHaveAttribute('placeholder', hint);
      // The hint's drawn width against the room the field gives it.
      const room = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return { text: 0, box: 0 };
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: context.measureText(input.placeholder).width, box };
      });
      expect(room.text).toBeLessThanOrEqual(room.box);
      await keepScreen(page, { path: `../test-results/screens/drawer-${country}-375.png` });
      await expectAccessible(page, `drawer (${country})`);
    }
  },
);
