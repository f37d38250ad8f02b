import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/a11y';

const SUPPORT_EMAIL = 'support@ajar.test';

/** Footer link → the page it opens (its address and its one heading). */
const FOOTER_PAGES = [
  { link: 'Help centre', path: '/sg/help', heading: 'Help centre' },
  { link: 'Terms of use', path: '/sg/terms', heading: 'Terms of use' },
  { link: 'Privacy policy', path: '/sg/privacy', heading: 'Privacy policy' },
  { link: 'Refund policy', path: '/sg/refund-policy', heading: 'Refund policy' },
  { link: 'Community guidelines', path: '/sg/community-guidelines', heading: 'Community guidelines' },
  { link: 'About Ajar', path: '/sg/about', heading: 'About Ajar' },
  { link: 'How it works', path: '/sg/how-it-works', heading: 'How Ajar works' },
  { link: 'Careers', path: '/sg/careers', heading: 'Careers at Ajar' },
  { link: 'Contact us', path: '/sg/contact', heading: 'Contact us' },
];

async function expectPage(page: Page, path: string, heading: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('launching soon', { exact: false })).toHaveCount(0);
  await expectAccessible(page, path);
}

test(
  'the footer and register links open the real information pages',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto('/sg');
    for (const { link, path, heading } of FOOTER_PAGES) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expectPage(page, path, heading);
    }
    await expect(page).toHaveTitle('Contact us · Ajar');

    // The long policies list their sections; a section link jumps to its heading.
    await page.goto('/sg/refund-policy');
    await expect(page.getByText('2.9% transaction fee').first()).toBeVisible();
    if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByText('On this page').click();
    await page.getByRole('link', { name: 'Where refunds go' }).click();
    await expect(page).toHaveURL(/#where-refunds-go$/);

    // The register form's terms checkbox links to the terms page.
    await page.goto('/sg/register');
    await page.getByRole('link', { name: 'Terms of use' }).first().click();
    await expectPage(page, '/sg/terms', 'Terms of use');
    await expect(page).toHaveTitle('Terms of use · Ajar');

    // The same pages in Indonesian, with Indonesian figures.
    await page.goto('/id/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Syarat penggunaan');
    await expect(page.getByText('biaya transaksi 2,9%').first()).toBeVisible();
    await expect(page).toHaveTitle('Syarat penggunaan · Ajar');
    await expectAccessible(page, 'terms in Indonesian');
  },
);

test('a visitor searches the help centre, then writes to support and the mail reaches the outbox', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/sg/help');
  const search = page.getByRole('searchbox', { name: 'Search the help centre' });
  await search.fill('refund');
  await expect(page.getByRole('heading', { name: '1 answer for “refund”' })).toBeVisible();
  await expect(page.getByText('Refunds go to your Ajar balance, at once')).toBeVisible();
  await expect(page).toHaveURL(/\/sg\/help\?q=refund$/);
  await expectAccessible(page, 'help centre search');
  await search.fill('zebra crossing');
  await expect(page.getByRole('heading', { name: 'No answers for “zebra crossing”.' })).toBeVisible();

  await page
    .getByRole('complementary')
    .filter({ hasText: 'Still need help?' })
    .getByRole('link', { name: 'Contact us' })
    .click();
  await expect(page).toHaveURL(/\/sg\/contact$/);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please tell us your name')).toBeVisible();
  await expectAccessible(page, 'contact form errors');

  const subject = `Where is my refund (${testInfo.project.name} ${Date.now()})`;
  await form.getByLabel('Your name').fill('Siti Rahma');
  await form.getByLabel('Your email').fill('siti.rahma@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('My lesson on Monday was cancelled. When does the money come back?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();

  await expect
    .poll(async () => {
      const mails = (await (await request.get('/_dev/mail.json')).json()) as {
        to: string;
        subject: string;
        text: string;
      }[];
      const mail = mails.find((candidate) => candidate.subject.includes(subject));
      return mail && { to: mail.to, from: mail.text.includes('From: Siti Rahma <siti.rahma@example.com>') };
    })
    .toEqual({ to: SUPPORT_EMAIL, from: true });
});
