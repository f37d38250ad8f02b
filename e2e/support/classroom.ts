import { chromium, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expect } from './a11y';
import { DEMO_PASSWORD } from './account';
import { apiCall } from './api';
import { APPROVED_CARD, payOnSandbox } from './booking';

/*
 * The live classroom's journeys: a browser of its own with Chromium's fake camera and microphone (and
 * its permission prompt answered yes), so the other journeys keep the project's browser untouched.
 */

export async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const { signIn } = await apiCall<{ signIn: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email, password: DEMO_PASSWORD },
  );
  return signIn.token;
}

export async function mediaBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

/** The lesson booked through the API (the booking dialog has its own journey); the student pays on the sandbox. */
export async function acceptedLesson(
  request: APIRequestContext,
  student: Page,
  studentToken: string,
  day: string,
) {
  const tutorToken = await tokenOf(request, 'tutor@ajar.test');
  const { getProfile } = await apiCall<{
    getProfile: { userPvid: string; subjectList: { levels: { pvid: string }[] }[] };
  }>(request, '{ getProfile { userPvid subjectList { levels { pvid } } } }', {}, tutorToken);
  const startTime = new Date(`${day}T14:00:00+08:00`);
  const { addBooking } = await apiCall<{ addBooking: { booking: { pvid: string } } }>(
    request,
    `mutation($tutorPvid: ID!, $subjectPvid: ID!, $startTime: DateTime!, $endTime: DateTime!) {
      addBooking(tutorPvid: $tutorPvid, subjectPvid: $subjectPvid, startTime: $startTime, endTime: $endTime,
        duration: 60, type: ONLINE, location: "Ajar") { booking { pvid } } }`,
    {
      tutorPvid: getProfile.userPvid,
      subjectPvid: getProfile.subjectList.flatMap((subject) => subject.levels)[0]?.pvid,
      startTime: startTime.toISOString(),
      endTime: new Date(startTime.getTime() + 3_600_000).toISOString(),
    },
    studentToken,
  );
  const bookingId = addBooking.booking.pvid;
  await student.goto(`/sg/checkout/booking?booking=${bookingId}`);
  await expect(student.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await student.getByRole('button', { name: 'Next' }).click();
  await payOnSandbox(student, APPROVED_CARD);
  await expect(student.getByText('Booking Success')).toBeVisible();
  const { updateBooking } = await apiCall<{ updateBooking: { classUrl: string } }>(
    request,
    'mutation($id: ID!) { updateBooking(id: $id, status: ACCEPTED) { classUrl } }',
    { id: bookingId },
    tutorToken,
  );
  return { classUrl: updateBooking.classUrl, start: startTime.getTime() };
}

/** The other person's video plays: it has a size and its time moves on. */
export async function expectRemoteVideoPlaying(page: Page, count = 1): Promise<void> {
  const videos = page.getByTestId('remote-video').locator('video');
  await expect(videos).toHaveCount(count, { timeout: 20_000 });
  for (let index = 0; index < count; index += 1) await expectVideoPlaying(videos.nth(index));
}

/** One video plays: it has a size and its time moves on. */
async function expectVideoPlaying(remote: Locator): Promise<void> {
  await expect
    .poll(() => remote.evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  const before = await remote.evaluate((video: HTMLVideoElement) => video.currentTime);
  await expect
    .poll(() => remote.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(before);
}

/**
 * The tutor and the student meet in a lesson's room: the pre-join preview, video both ways, a chat line and a
 * whiteboard stroke crossing, and the tutor leaving. `shoot` takes the screenshots.
 */
export async function meetInClassroom(
  { student, teacher }: { student: Page; teacher: Page },
  classUrl: string,
  tutorName: string,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  await student.goto(classUrl);
  await expect(student.getByRole('heading', { name: 'Ready to join?' })).toBeVisible();
  await expect(student.getByTestId('device-camera')).toContainText('(On)');
  await expectAccessible(student, 'classroom pre-join');
  await shoot(student, 'prejoin');
  await teacher.goto(classUrl);
  await teacher.getByRole('button', { name: 'Join lesson' }).click();
  await expect(teacher.getByText('Waiting for the others to join')).toBeVisible();
  await student.getByRole('button', { name: 'Join lesson' }).click();

  await expect(teacher.getByTestId('classroom-notices')).toContainText('Nadia Classmate joined');
  await expectRemoteVideoPlaying(teacher);
  await expectRemoteVideoPlaying(student);
  await expect(student.getByTestId('remote-video')).toContainText(`${tutorName}`);

  // A chat line crosses.
  await teacher.getByLabel('Message to the class').fill('Welcome! Open your book at page 12.');
  await teacher.getByRole('button', { name: 'Send' }).click();
  await expect(student.getByTestId('classroom-chat')).toContainText('Welcome! Open your book at page 12.');
  await expectAccessible(student, 'classroom room');
  await shoot(student, 'room');

  // A whiteboard stroke crosses.
  await student.getByRole('tab', { name: 'Whiteboard' }).click();
  await teacher.getByRole('tab', { name: 'Whiteboard' }).click();
  const board = teacher.getByTestId('whiteboard');
  const box = await board.boundingBox();
  if (!box) throw new Error('no whiteboard');
  await teacher.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
  await teacher.mouse.down();
  for (let step = 1; step <= 10; step += 1)
    await teacher.mouse.move(
      box.x + box.width * (0.2 + step * 0.05),
      box.y + box.height * (0.3 + step * 0.03),
    );
  await teacher.mouse.up();
  await expect(student.getByTestId('whiteboard')).toHaveAttribute('data-strokes', '1');
  await expectAccessible(student, 'classroom whiteboard');
  await shoot(student, 'whiteboard');

  // The tutor leaves; the student sees it.
  await teacher.getByRole('button', { name: 'Leave' }).click();
  await expect(teacher.getByRole('heading', { name: 'You left the class' })).toBeVisible();
  await expect(student.getByTestId('classroom-notices')).toContainText(`${tutorName} left`);
  await expect(student.getByTestId('remote-video')).toHaveCount(0);
}
