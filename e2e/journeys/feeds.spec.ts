import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { createActiveAccount, isMobile } from '../support/account';
import { signedInPage } from '../support/booking';

const SCREENS = '../test-results/screens';

/** A name only letters (the register form's rule), different on every run: the mention picker finds it alone. */
function uniqueName(prefix: string): string {
  const letters = String(Date.now())
    .split('')
    .map((digit) => 'abcdefghij'[Number(digit)])
    .join('');
  return `${prefix}${letters.slice(-7)}`;
}

/** The bell sits in the header on a desktop and in the side drawer's menu on a phone. */
async function openBell(page: Page) {
  if (!isMobile(page)) {
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).first();
    await expect(bell).toBeVisible();
    await bell.click();
    return;
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  const item = page.getByRole('menuitem', { name: /Notifications \d+$/ });
  await expect(item).toBeVisible();
  await item.click();
}

test(
  'two browsers on the feed: one comments and mentions the other, who is notified and replies; both see the votes change live',
  { tag: '@layout' },
  async ({ page, browser, request }, testInfo) => {
    // Two signed-in browsers and a guest on a shared two-core machine.
    test.setTimeout(240_000);
    const project = testInfo.project.name;

    // A guest reads the seeded wall, with a prompt to log in; in Indonesian on the id market.
    await page.goto('/sg/feeds');
    await expect(page.getByRole('heading', { name: 'Feeds', level: 1 })).toBeVisible();
    await expect(page.getByText('Log in to comment, reply and vote.')).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const seededLink = page.getByRole('link', { name: /wikipedia\.org/ }).first();
    await expect(seededLink).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expectAccessible(page, 'feeds (guest)');
    await keepScreen(page, { path: `${SCREENS}/feeds-${project}-guest.png`, fullPage: true });
    await page.goto('/id/feeds');
    await expect(page.getByRole('heading', { name: 'Linimasa', level: 1 })).toBeVisible();
    await expect(page.getByText('Masuk untuk berkomentar, membalas, dan memberi suara.')).toBeVisible();
    await expectAccessible(page, 'feeds (guest, id)');

    const authorFirst = uniqueName('Ayu');
    const friendFirst = uniqueName('Bima');
    const authorName = `${authorFirst} Feeder`;
    const friendName = `${friendFirst} Friend`;
    const authorEmail = `feeds.author.${project}.${Date.now()}@example.test`;
    const friendEmail = `feeds.friend.${project}.${Date.now()}@example.test`;
    await createActiveAccount(request, { email: authorEmail, firstName: authorFirst, lastName: 'Feeder' });
    await createActiveAccount(request, {
      email: friendEmail,
      firstName: friendFirst,
      lastName: 'Friend',
      role: 'TTR0',
    });

    const author = await signedInPage(browser, testInfo, page, authorEmail);
    const friend = await signedInPage(browser, testInfo, page, friendEmail);
    await friend.goto('/sg/feeds');
    await author.goto('/sg/feeds');
    await expect(friend.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();

    // The author writes, mentions the friend through the picker, and posts.
    const box = author.getByRole('textbox', { name: 'Write a comment' });
    await box.fill(`Who can explain vectors? @${friendFirst.slice(0, 6)}`);
    await author.getByRole('button', { name: `Mention ${friendName}` }).click();
    await expect(box).toHaveValue(`Who can explain vectors? @${friendName} `);
    await expect(author.getByText(/\d+ \/ 700 characters/)).toBeVisible();
    await author.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(box).toHaveValue('');
    const text = `Who can explain vectors? @${friendName}`;
    const mine = author.getByRole('article', { name: `Posted by ${authorName}` }).first();
    await expect(mine.getByText(text)).toBeVisible();
    await expectAccessible(author, 'feeds (signed in)');

    // It reaches the friend's open page without a reload, and the mention rings the friend's bell.
    const theirs = friend.getByRole('article', { name: `Posted by ${authorName}` }).first();
    await expect(theirs.getByText(text)).toBeVisible();
    await openBell(friend);
    const drawer = friend.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByText(`${authorName} mentioned you on the feed`).first()).toBeVisible();
    await friend.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    if (isMobile(friend)) await friend.keyboard.press('Escape');

    // The friend replies; the author sees the reply arrive.
    await theirs.getByRole('button', { name: 'Reply', exact: true }).click();
    const replyBox = theirs.getByRole('textbox', { name: `Write a reply to ${authorName}` });
    await replyBox.fill('Happy to help, vectors are arrows!');
    await theirs.getByRole('button', { name: 'Reply', exact: true }).click();
    // The box closes once the reply is stored; the live event may draw the reply a moment before that.
    await expect(replyBox).toBeHidden();
    await expect(theirs.getByText('Happy to help, vectors are arrows!')).toBeVisible();
    await expect(mine.getByText('Happy to help, vectors are arrows!')).toBeVisible();
    await expect(mine.getByText('1 reply')).toBeVisible();

    // Votes: each sees the other's vote change the counts live; one's own vote is pressed.
    await theirs.getByRole('button', { name: 'Vote up (0)' }).click();
    await expect(theirs.getByRole('button', { name: 'Vote up (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(mine.getByRole('button', { name: 'Vote up (1)' })).toHaveAttribute('aria-pressed', 'false');
    await mine.getByRole('button', { name: 'Vote down (0)' }).click();
    await expect(mine.getByRole('button', { name: 'Vote down (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(theirs.getByRole('button', { name: 'Vote down (1)' })).toBeVisible();
    // Changing one's vote moves it: one vote per person.
    await theirs.getByRole('button', { name: 'Vote down (1)' }).click();
    await expect(theirs.getByRole('button', { name: 'Vote down (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(mine.getByRole('button', { name: 'Vote up (0)' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Vote down (2)' })).toBeVisible();

    await expectAccessible(friend, 'feeds (replied and voted)');
    await keepScreen(author, { path: `${SCREENS}/feeds-${project}-author.png`, fullPage: true });
    await keepScreen(friend, { path: `${SCREENS}/feeds-${project}-friend.png`, fullPage: true });

    await author.context().close();
    await friend.context().close();
  },
);
