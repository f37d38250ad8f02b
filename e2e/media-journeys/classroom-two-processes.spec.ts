import { request as requestFactory, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/a11y';
import { createActiveAccount } from '../support/account';
import { setServerClockOffset } from '../support/api';
import { lessonDay, signedInPage } from '../support/booking';
import { acceptedLesson, mediaBrowser, meetInClassroom, tokenOf } from '../support/classroom';
import { seededTutor } from '../support/tutor';
import { MEDIA_SERVERS } from './media-servers';

/*
 * The classroom journey with its two people on two API processes: the tutor's browser talks to the
 * first, the student's to the second; their signalling crosses through Redis, their lesson is one PostgreSQL row.
 */

let second: APIRequestContext;
test.beforeAll(async () => {
  second = await requestFactory.newContext({ baseURL: MEDIA_SERVERS[1].url });
});
test.afterEach(async ({ request }) => {
  await setServerClockOffset(request, 0);
  await setServerClockOffset(second, 0);
});
test.afterAll(async () => second.dispose());

async function screen(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({
    path: `../test-results/screens/classroom-2p-${name}-${width}.png`,
    fullPage: true,
  });
}

test('tutor on one API process and student on another meet in the classroom', async ({
  page,
  request,
}, testInfo) => {
  const tutor = await seededTutor(request);
  const studentEmail = `classroom2p.${testInfo.project.name}.${Date.now()}@example.test`;
  await createActiveAccount(request, { email: studentEmail, firstName: 'Nadia', lastName: 'Classmate' });
  const studentToken = await tokenOf(request, studentEmail);
  const browser = await mediaBrowser();
  try {
    const student = await signedInPage(browser, testInfo, page, studentEmail, MEDIA_SERVERS[1].url);
    const { classUrl, start } = await acceptedLesson(second, student, studentToken, lessonDay(testInfo, 9));
    // Both processes keep their own test clock: both move to five minutes before the start.
    for (const server of [request, second])
      await setServerClockOffset(server, start - 5 * 60_000 - Date.now());
    const teacher = await signedInPage(browser, testInfo, page, 'tutor@ajar.test', MEDIA_SERVERS[0].url);
    await meetInClassroom({ student, teacher }, classUrl, `${tutor.firstName} ${tutor.lastName}`, screen);
    // Each met the other from a page of its own process.
    expect(new URL(teacher.url()).port).toBe(String(MEDIA_SERVERS[0].port));
    expect(new URL(student.url()).port).toBe(String(MEDIA_SERVERS[1].port));
  } finally {
    await browser.close();
  }
});
