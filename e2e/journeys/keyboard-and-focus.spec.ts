import { expectAccessible, expect, test } from '../support/a11y';
import { isMobile } from '../support/account';
import { signInThroughApi } from '../support/session';

/*
 * The header's menus and drawers work from the keyboard: Enter or Space opens them, Escape closes them and
 * gives the focus back to the button that opened them; the focused control shows an outline.
 */

test(
  'the header menus and the side drawer open with Enter or Space and close with Escape',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/sg');
    await expect(page.getByText('Tutors from SG$ 10.00 per hour')).toBeVisible();

    if (isMobile(page)) {
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('menu').first()).toBeVisible();
      await expectAccessible(page, 'side drawer open');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();

      await page.keyboard.press('Space');
      await expect(drawer.getByRole('menu').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      return;
    }

    const find = page.getByRole('navigation', { name: 'Products' }).getByRole('button', { name: 'Find' });
    await find.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /tutors/i }).first()).toBeVisible();
    await expectAccessible(page, 'product menu open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(find).toBeFocused();

    // The focus ring is visible: an outline of at least 2 px.
    const outline = await find.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  },
);

test(
  'the account menu opens from the keyboard and Escape gives the focus back',
  { tag: '@layout' },
  async ({ page }) => {
    await signInThroughApi(page, 'student@ajar.test');
    await page.goto('/sg');
    await expect(page.getByText('Tutors from SG$ 10.00 per hour')).toBeVisible();

    const trigger = page.getByRole('button', { name: isMobile(page) ? 'Open menu' : 'Your account' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Hi, /)).toBeVisible();
    await expect(page.getByText('Log out')).toBeVisible();
    await expectAccessible(page, isMobile(page) ? 'side drawer, signed in' : 'account menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Log out')).toBeHidden();
    await expect(trigger).toBeFocused();
  },
);
