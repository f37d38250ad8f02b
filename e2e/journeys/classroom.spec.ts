import type { Page } from '@playwright/test';
import { expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { createActiveAccount } from '../support/account';
import { setServerClockOffset } from '../support/api';
import { lessonDay, signedInPage } from '../support/booking';
import { acceptedLesson, mediaBrowser, meetInClassroom, tokenOf } from '../support/classroom';
import { seededTutor } from '../support/tutor';

/*
 * The live classroom with real WebRTC: a browser of its own with Chromium's fake camera and microphone
 * (and its permission prompt answered yes), so the other journeys keep the project's browser untouched. The same
 * meeting across two API processes, and a room of three through the SFU, are in media-journeys/.
 */

test.afterEach(async ({ request }) => setServerClockOffset(request, 0));

const SCREENS = '../test-results/screens';

async function screen(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  await keepScreen(page, { path: `${SCREENS}/classroom-${name}-${width}.png`, fullPage: true });
}

test('tutor and student meet in the classroom: video both ways, chat, whiteboard, and the tutor leaves', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const tutor = await seededTutor(request);
  const studentEmail = `classroom.${testInfo.project.name}.${Date.now()}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Nadia', lastName: 'Classmate' });
  const studentToken = await tokenOf(request, studentEmail);
  const browser = await mediaBrowser();
  try {
    const student = await signedInPage(browser, testInfo, page, studentEmail);
    const { classUrl, start } = await acceptedLesson(request, student, studentToken, lessonDay(testInfo, 8));
    expect(classUrl).toMatch(/^\/sg\/ajar-classes\/join\/[0-9a-f-]{36}$/);
    // Five minutes before the start: the room is open (it opens ten minutes before).
    await setServerClockOffset(request, start - 5 * 60_000 - Date.now());
    const teacher = await signedInPage(browser, testInfo, page, 'tutor@ajar.test');

    await meetInClassroom({ student, teacher }, classUrl, `${tutor.firstName} ${tutor.lastName}`, screen);
  } finally {
    await browser.close();
  }
});
