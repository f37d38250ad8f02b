import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount } from '../support/account';
import { apiCall } from '../support/api';
import { signedInPage } from '../support/booking';
import { expectRemoteVideoPlaying, mediaBrowser, tokenOf } from '../support/classroom';
import { MEDIA_SERVERS } from './media-servers';

/*
 * Two students study together on camera in a study room, each browser on its own API process: the
 * room's presence and the classroom's signalling both cross through Redis, and each sees the other's video play.
 */

test('two students on two API processes study together on camera', async ({ page, request }, testInfo) => {
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const people = [
    { email: `room.ana.${stamp}@example.test`, firstName: 'Ana', lastName: 'Study' },
    { email: `room.ben.${stamp}@example.test`, firstName: 'Ben', lastName: 'Study' },
  ];
  for (const person of people) await createActiveAccount(request, person);
  const roomName = `Physics revision ${stamp}`;
  const { createStudyRoom } = await apiCall<{ createStudyRoom: { id: string } }>(
    request,
    `mutation($name: String!) {
      createStudyRoom(name: $name, topic: SCIENCE, mode: CAMERA, capacity: 3) { id } }`,
    { name: roomName },
    await tokenOf(request, people[0]?.email ?? ''),
  );
  const browser = await mediaBrowser();
  try {
    const [ana, ben] = await Promise.all(
      people.map((person, index) =>
        signedInPage(browser, testInfo, page, person.email, MEDIA_SERVERS[index]?.url),
      ),
    );
    if (!ana || !ben) throw new Error('no pages');
    const pages = [ana, ben];
    for (const student of pages) {
      await student.goto(`/sg/ajar-rooms/${createStudyRoom.id}`);
      await expect(student.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
    }
    // Each sees the other present before joining the camera.
    await expect(ana.getByRole('region', { name: 'Here now 2 of 3' })).toContainText('Ben');
    for (const student of pages) await student.getByRole('button', { name: 'Join with camera' }).click();
    for (const student of pages) await expectRemoteVideoPlaying(student, 1);
    await expectAccessible(ana, 'study room on camera');
    const width = ana.viewportSize()?.width ?? 1280;
    await ana.screenshot({ path: `../test-results/screens/study-room-media-${width}.png`, fullPage: true });
  } finally {
    await browser.close();
  }
});
