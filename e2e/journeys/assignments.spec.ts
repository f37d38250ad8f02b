import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount, isMobile, openAccountMenu } from '../support/account';
import { signedInPage } from '../support/booking';

/*
 * Assignments: a student in sg posts what they need and broadcasts it; the seeded sg tutor Wei Ming Tan
 * (Mathematics at levels of Singapore MOE, any gender, years of experience) hears of it on the bell and
 * accepts; the student sees him apply and opens a chat; a tutor in id can neither see nor answer it.
 */

/**
 * Follows a link of the avatar menu (desktop) or the side drawer (mobile) to `url`. A click while the menu
 * still animates can miss (a CI flake), so it opens the menu and clicks again until the page is there.
 */
async function openAccountLink(page: Page, name: string, url: RegExp): Promise<void> {
  await expect(async () => {
    if (!url.test(page.url())) {
      await openAccountMenu(page);
      const scope = isMobile(page) ? page.getByRole('dialog') : page.getByRole('menu');
      await scope.getByRole('menuitem', { name, exact: true }).click({ timeout: 3000 });
    }
    await expect(page).toHaveURL(url, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** The bell sits in the header on a desktop and in the side drawer's menu on a phone. */
async function openBell(page: Page): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: /Notifications \d+$/ }).click();
  } else {
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  }
}

/** Picks an option of a searchable antd select by typing it. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByTitle(option, { exact: true }).last().click();
  await expect(page.getByTitle(option, { exact: true }).first()).toBeVisible();
}

test(
  'a student posts an assignment; a matching tutor hears of it and applies; another country cannot see it',
  { tag: '@layout' },
  async ({ page, browser, request }, testInfo) => {
    // Several browsers and many pages: CI's 2 shared cores need more than the default minute.
    test.setTimeout(120_000);
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const studentEmail = `assigner.${stamp}@example.test`;
    await createActiveAccount(request, { email: studentEmail, firstName: 'Nadia', lastName: 'Rahman' });
    const title = `O-Level Mathematics for Sec 4 (${stamp})`;

    // The tutor waits on the home page; the bell will ring without a reload.
    const tutorPage = await signedInPage(browser, testInfo, page, 'tutor@ajar.test');
    await tutorPage.goto('/sg');
    await expect(tutorPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(tutorPage, 'home (tutor)');

    // The student finds "Assignments" in their menu and posts one, told to matching tutors.
    const studentPage = await signedInPage(browser, testInfo, page, studentEmail);
    await studentPage.goto('/sg');
    await openAccountLink(studentPage, 'Assignments', /\/sg\/assignments$/);
    await expect(studentPage.getByText('You have not posted an assignment yet')).toBeVisible();
    await expectAccessible(studentPage, 'my assignments, empty');
    await studentPage
      .getByRole('link', { name: /Post an assignment/ })
      .first()
      .click();
    await expect(studentPage).toHaveURL(/\/sg\/assignments\/post_assignment$/);

    const form = studentPage.getByRole('form', { name: 'Assignment details' });
    await form.getByRole('button', { name: 'Post assignment' }).click();
    await expect(form.getByText('You have to fill in the title')).toBeVisible();
    await expect(form.getByText("You have to choose your tutor's preferred gender")).toBeVisible();
    await expectAccessible(studentPage, 'post assignment, fields missing');

    await form.getByLabel('Title').fill(title);
    await choose(studentPage, 'Subject', 'Mathematics');
    await choose(studentPage, 'Curriculum', 'Singapore MOE');
    await form.getByText('Any gender', { exact: true }).click();
    await form.getByLabel('Preferred location').fill('Bukit Timah, or online');
    await expect(form.getByLabel('Price range per hour: From')).toHaveValue('10');
    await expect(form.getByText('Suggested in Singapore: SG$ 10.00 to SG$ 100.00 per hour')).toBeVisible();
    await form.getByLabel('Price range per hour: From').fill('30');
    await form.getByLabel('Price range per hour: To').fill('60');
    await form.getByLabel('Additional notes').fill('Saturday mornings; the exam is in October.');
    await expect(form.getByRole('switch', { name: 'Tell matching tutors now' })).toBeChecked();
    await form.getByRole('button', { name: 'Post assignment' }).click();

    await expect(studentPage).toHaveURL(
      /\/sg\/assignments\/O-Level-Mathematics-for-Sec-4-[^/]*--[0-9a-f-]{36}$/,
    );
    await expect(studentPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(studentPage.getByText(/Sent to \d+ matching tutors?/)).toBeVisible();
    await expect(studentPage.getByText('No tutor has applied yet')).toBeVisible();
    await expectAccessible(studentPage, 'assignment (student)');
    const detailPath = new URL(studentPage.url()).pathname;

    // The tutor's bell rings; the notification opens the assignment, and he accepts it.
    await openBell(tutorPage);
    const drawer = tutorPage.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText(`A new assignment matches you: ${title}`).click();
    await expect(tutorPage).toHaveURL(new RegExp(`${detailPath.split('--')[1] ?? ''}$`));
    const answer = tutorPage.getByRole('region', { name: 'Your answer' });
    await expect(tutorPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectAccessible(tutorPage, 'assignment (tutor)');
    await answer.getByRole('button', { name: /\bAccept$/ }).click();
    await expect(
      answer.getByText('You have accepted the assignment. Wait until the student reaches you'),
    ).toBeVisible();
    await expectAccessible(tutorPage, 'assignment accepted (tutor)');

    // The student's open page lists him at once, and the Chat button opens their room.
    const applicant = studentPage.getByTestId('applicant').filter({ hasText: 'Wei Ming Tan' });
    await expect(applicant).toBeVisible();
    // Her bell names him and the assignment.
    await openBell(studentPage);
    const studentBell = studentPage.getByRole('dialog', { name: 'Notifications' });
    await expect(studentBell.getByText(`Wei Ming Tan applied to your assignment “${title}”`)).toBeVisible();
    await expectAccessible(studentPage, 'notifications drawer');
    await studentPage.keyboard.press('Escape');
    await expect(studentBell).toBeHidden();
    await applicant.getByRole('button', { name: /Chat$/ }).click();
    await expect(studentPage).toHaveURL(/\/sg\/chats\?room=/);
    await expect(studentPage.getByText('Say hello to Wei Ming')).toBeVisible();
    await expectAccessible(studentPage, 'chat room (student)');

    // A tutor of Indonesia: the same address is refused, with nothing to accept (their pages speak Indonesian).
    const idTutorPage = await signedInPage(browser, testInfo, page, 'tutor.id@ajar.test');
    await idTutorPage.goto(detailPath);
    await expect(idTutorPage.getByText('Tugas ini tidak tersedia di negara Anda')).toBeVisible();
    await expectAccessible(idTutorPage, 'assignment unavailable (id)');
    await expect(idTutorPage.getByRole('heading', { name: title })).toHaveCount(0);
    await expect(idTutorPage.getByRole('button', { name: /Terima$|Accept$/ })).toHaveCount(0);
    await expect(idTutorPage.getByRole('link', { name: 'Tugas di Indonesia' })).toHaveAttribute(
      'href',
      '/id/assignments/public',
    );

    await idTutorPage.context().close();
    await tutorPage.context().close();
    await studentPage.context().close();
  },
);
