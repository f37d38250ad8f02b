import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount, isMobile } from '../support/account';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';
import { signedInPage } from '../support/booking';
import { seededTutor } from '../support/tutor';

/** The bell sits in the header on a desktop and in the side drawer's menu on a phone. */
async function bell(page: Page) {
  if (!isMobile(page)) return page.getByRole('button', { name: /^Notifications/ }).first();
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('menuitem', { name: /Notifications/ });
}

/** The bell's accessible name: 'Notifications, 2 unread' on the header button, 'Notifications 2' in the menu. */
function unreadName(page: Page): RegExp {
  return isMobile(page) ? /Notifications \d+$/ : /^Notifications, \d+ unread$/;
}

function readName(page: Page): RegExp {
  return isMobile(page) ? /Notifications$/ : /^Notifications$/;
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Write a message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

test(
  'a student and a tutor chat live; the tutor hears of a new testimonial without a reload',
  { tag: '@layout' },
  async ({ page, browser, request }, testInfo) => {
    const tutor = await seededTutor(request);
    const tutorName = `${tutor.firstName} ${tutor.lastName}`;
    const studentEmail = `chatter.${testInfo.project.name}.${Date.now()}@example.test`;
    await createActiveAccount(request, { email: studentEmail, firstName: 'Nadia', lastName: 'Rahman' });

    // The tutor waits on the chats page; the student opens a chat from the tutor's profile.
    const tutorPage = await signedInPage(browser, testInfo, page, 'tutor@ajar.test');
    await tutorPage.goto('/sg/chats');
    await expect(tutorPage.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
    await expectAccessible(tutorPage, 'chats (tutor)');

    const studentPage = await signedInPage(browser, testInfo, page, studentEmail);
    await studentPage.goto(tutor.path);
    await studentPage
      .getByRole('button', { name: /\bChat$/ })
      .first()
      .click();
    await expect(studentPage).toHaveURL(/\/sg\/chats\?room=/);
    await expect(studentPage.getByText(`Say hello to ${tutor.firstName}`)).toBeVisible();

    const question = `Hello! Can you help my son with O-level physics? (${Date.now()})`;
    await send(studentPage, question);
    await expect(
      studentPage
        .getByRole('log', { name: `Messages with ${tutorName}` })
        .getByText(question, { exact: true }),
    ).toBeVisible();
    await expect(studentPage.getByRole('img', { name: 'Sent' }).last()).toBeVisible();
    await expectAccessible(studentPage, 'chat room (student)');

    // The new room and its message reach the tutor's open page without a reload.
    const room = tutorPage.getByRole('button', { name: /Nadia Rahman/ }).first();
    await expect(room).toBeVisible();
    await expect(room).toContainText(question);
    await room.click();
    await expect(
      tutorPage.getByRole('log', { name: 'Messages with Nadia Rahman' }).getByText(question, { exact: true }),
    ).toBeVisible();

    // Reading it marks it seen on the student's screen, live.
    await expect(studentPage.getByRole('img', { name: 'Seen' }).last()).toBeVisible();

    const answer = `Yes, happy to. Saturdays work best for me (${Date.now()}).`;
    await send(tutorPage, answer);
    await expect(
      studentPage.getByRole('log', { name: `Messages with ${tutorName}` }).getByText(answer, { exact: true }),
    ).toBeVisible();
    await expect(tutorPage.getByRole('img', { name: 'Seen' }).last()).toBeVisible();
    await expectAccessible(tutorPage, 'chat room (tutor)');

    // A review confirmed elsewhere rings the tutor's bell while the page stays open.
    const reviewer = uniqueEmail('reviewer');
    await tutorPage.goto('/sg');
    await expect(await bell(tutorPage)).toBeVisible();
    if (isMobile(tutorPage)) await tutorPage.keyboard.press('Escape');
    const response = await request.post('/graphql', {
      data: {
        query: `mutation ($referralCode: String!, $email: String!) {
        addTestimonial(referralCode: $referralCode, email: $email, name: "Farah Aziz", rating: 5,
          comment: "Clear, patient and always on time.") { success }
      }`,
        variables: { referralCode: tutor.referralCode, email: reviewer },
      },
    });
    expect(response.ok()).toBe(true);
    const confirmPath = linkIn(await latestMailTo(request, reviewer), '/profile/add_testimonial/confirm');
    const code = new URL(`http://x${confirmPath}`).searchParams.get('code');
    await request.post('/graphql', {
      data: {
        query: 'mutation ($code: String!) { confirmTestimonial(code: $code) { success } }',
        variables: { code },
      },
    });

    const unreadBell = await bell(tutorPage);
    await expect(unreadBell).toHaveAccessibleName(unreadName(tutorPage));
    await unreadBell.click();
    const drawer = tutorPage.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer.getByText('Farah Aziz left you a testimonial').first()).toBeVisible();
    await expectAccessible(tutorPage, 'notifications drawer');
    // Opening the drawer marks everything read: the badge goes back to zero.
    await tutorPage.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    if (isMobile(tutorPage)) await tutorPage.keyboard.press('Escape');
    await expect(await bell(tutorPage)).toHaveAccessibleName(readName(tutorPage));

    await tutorPage.context().close();
    await studentPage.context().close();
  },
);
