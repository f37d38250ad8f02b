import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { isMobile } from '../support/account';
import { signInThroughApi } from '../support/session';

/**
 * The tutor side menu: beside every tutor page on a desktop; on a phone, in a drawer on the profile (the tutor's
 * bottom bar has the dashboard, the calendar, messages, classes and the profile).
 */
async function openSideMenuEntry(page: Page, name: string): Promise<void> {
  if (isMobile(page)) {
    await page.goto('/sg/profile/me');
    await page.getByRole('button', { name: /^(menu )?Dashboard$/ }).click();
  }
  const menu = page.getByRole('navigation', { name: 'Tutor dashboard' });
  await menu.getByRole('link', { name, exact: true }).click();
}

test(
  'the tutor reads their dashboard and reviews and sends feedback; the team reads it in the console',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const screens = (name: string) =>
      `../test-results/screens/tutor-dashboard-${name}-${testInfo.project.name}.png`;
    await signInThroughApi(page, 'tutor@ajar.test');

    // Dashboard: the month's figures and the next 7 days; reached from the tutor's bottom bar on a phone, from
    // the side menu beside the profile on a desktop.
    await page.goto('/sg/profile/me');
    if (isMobile(page)) {
      const bar = page.getByRole('navigation', { name: 'Your shortcuts' });
      await expect(bar.getByRole('link')).toHaveText([
        'Dashboard',
        'Calendar',
        'Messages',
        'Classes',
        'Profile',
      ]);
      await bar.getByRole('link', { name: 'Dashboard' }).click();
    } else {
      await openSideMenuEntry(page, 'Dashboard');
    }
    await expect(page).toHaveURL(/\/sg\/tutor\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Earned this month')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming lessons' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming class sessions' })).toBeVisible();
    await expect(page.getByText('Profile completion')).toBeVisible();
    await expectAccessible(page, 'tutor dashboard');
    await keepScreen(page, { path: screens('home'), fullPage: true });

    // Reviews: every testimonial, with its reply or a way to reply.
    await openSideMenuEntry(page, 'Reviews');
    await expect(page).toHaveURL(/\/sg\/tutor\/reviews$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /reviews?$/ }).or(page.getByText('No reviews yet')),
    ).toBeVisible();
    await expectAccessible(page, 'tutor reviews');
    await keepScreen(page, { path: screens('reviews'), fullPage: true });

    // Feedback: too short first, then a real message.
    await openSideMenuEntry(page, 'Send feedback');
    await expect(page).toHaveURL(/\/sg\/feedback$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const message = `Could the dashboard show next month's sessions too? (${testInfo.project.name} ${Date.now()})`;
    await page.getByLabel('Your message').fill('Too short');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Write a message of 10 to 2000 characters');
    await page.getByLabel('What is it about? (optional)').click();
    // The first topic, chosen from the keyboard (antd draws its own list over the accessible one).
    await page.keyboard.press('Enter');
    await page.getByLabel('Your message').fill(message);
    await expectAccessible(page, 'feedback form');
    await keepScreen(page, { path: screens('feedback'), fullPage: true });
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you. Our team will read your feedback.')).toBeVisible();
    await expectAccessible(page, 'feedback sent');

    // The team reads it, newest first, in the console's Feedback section.
    await signInThroughApi(page, 'staff@ajar.test');
    await page.goto('/sg/ops');
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Feedback', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const entry = page.getByTestId('feedback-entry').first();
    await expect(entry).toContainText(message);
    await expect(entry).toContainText('Idea');
    await expect(entry).toContainText('tutor@ajar.test');
    await expectAccessible(page, 'console feedback');
    await keepScreen(page, { path: screens('console'), fullPage: true });
  },
);
