import { request as requestFactory, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount } from '../support/account';
import { apiCall, setServerClockOffset } from '../support/api';
import { APPROVED_CARD, lessonDay, payOnSandbox, signedInPage } from '../support/booking';
import { expectRemoteVideoPlaying, mediaBrowser, tokenOf } from '../support/classroom';
import { JANUS_URL, MEDIA_SERVERS } from './media-servers';

/*
 * A group class's session of three (a tutor and two students) goes through the SFU, Janus's VideoRoom: each
 * browser publishes once and receives the other two from Janus. The three browsers talk to two API processes.
 */

const janusAnswers = await fetch(`${JANUS_URL}/info`).then(
  (response) => response.ok,
  () => false,
);

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
    path: `../test-results/screens/classroom-sfu-${name}-${width}.png`,
    fullPage: true,
  });
}

/** A class of one session on `day` at 16:00 Singapore time, created through the API by a new tutor. */
async function classOfOneSession(request: APIRequestContext, tutorToken: string, day: string, stamp: string) {
  const { getProgrammeSubjectList: subjects } = await apiCall<{
    getProgrammeSubjectList: { pvid: string }[];
  }>(request, '{ getProgrammeSubjectList(country: "sg") { pvid } }');
  const { getProgrammeLevelList: levels } = await apiCall<{ getProgrammeLevelList: { pvid: string }[] }>(
    request,
    '{ getProgrammeLevelList(country: "sg") { pvid } }',
  );
  const { createClass } = await apiCall<{ createClass: { id: string } }>(
    request,
    `mutation($title: String!, $subjectPvid: ID!, $levelPvid: ID!, $sessions: [ClassSessionInput!]!) {
      createClass(title: $title, subjectPvid: $subjectPvid, levelPvid: $levelPvid, seats: 5, price: 1500,
        description: "Reading circle: a short story, read aloud and talked through together.",
        sessions: $sessions) { id } }`,
    {
      title: `Reading circle ${stamp}`,
      subjectPvid: subjects[0]?.pvid,
      levelPvid: levels[0]?.pvid,
      sessions: [{ date: day, time: '16:00', durationMinutes: 60 }],
    },
    tutorToken,
  );
  return createClass.id;
}

test('a class session of three goes through Janus: each sees the other two', async ({
  page,
  request,
}, testInfo) => {
  test.skip(!janusAnswers, `no Janus answers at ${JANUS_URL}: the SFU journey needs Debian's janus running`);
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const people = [
    {
      email: `sfu.tutor.${stamp}@example.test`,
      firstName: 'Tara',
      lastName: 'Teacher',
      role: 'TTR0' as const,
    },
    { email: `sfu.one.${stamp}@example.test`, firstName: 'Olly', lastName: 'One' },
    { email: `sfu.two.${stamp}@example.test`, firstName: 'Tess', lastName: 'Two' },
  ];
  for (const person of people) await createActiveAccount(request, person);
  const tutorToken = await tokenOf(request, people[0]?.email ?? '');
  const day = lessonDay(testInfo, 10);
  const classId = await classOfOneSession(request, tutorToken, day, stamp);

  const browser = await mediaBrowser();
  try {
    // The tutor and the first student on the first process, the second student on the second.
    const servers = [MEDIA_SERVERS[0].url, MEDIA_SERVERS[0].url, MEDIA_SERVERS[1].url];
    const [teacher, one, two] = (await Promise.all(
      people.map((person, index) => signedInPage(browser, testInfo, page, person.email, servers[index])),
    )) as [Page, Page, Page];
    for (const student of [one, two]) {
      await student.goto(`/sg/ajar-classes/${classId}`);
      await student.getByRole('button', { name: /^Pay with / }).click();
      await payOnSandbox(student, APPROVED_CARD);
      await expect(student.getByText('Your seat is paid')).toBeVisible();
    }
    const { getClass } = await apiCall<{ getClass: { sessions: { startTime: string; classUrl: string }[] } }>(
      request,
      'query($id: ID!) { getClass(id: $id) { sessions { startTime classUrl } } }',
      { id: classId },
      tutorToken,
    );
    const session = getClass.sessions[0];
    if (!session) throw new Error('the class has no session');
    const start = Date.parse(session.startTime);
    for (const server of [request, second])
      await setServerClockOffset(server, start - 5 * 60_000 - Date.now());

    for (const person of [teacher, one, two]) {
      await person.goto(session.classUrl);
      await person.getByRole('button', { name: 'Join lesson' }).click();
    }
    for (const person of [teacher, one, two]) await expectRemoteVideoPlaying(person, 2);
    // Tiles come in the order people joined the room: find each by name.
    for (const name of ['Tara Teacher', 'Olly One'])
      await expect(two.getByTestId('remote-video').filter({ hasText: name })).toHaveCount(1);
    await expectAccessible(two, 'classroom through the SFU');
    await screen(two, 'room');

    // The first student leaves: the other two see it, and keep each other's video.
    await one.getByRole('button', { name: 'Leave' }).click();
    await expect(teacher.getByTestId('classroom-notices')).toContainText('Olly One left');
    await expect(two.getByTestId('remote-video')).toHaveCount(1);
    await expectRemoteVideoPlaying(two, 1);
  } finally {
    await browser.close();
  }
});
