import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { hashSecret } from '../../infra/crypto/tokens';
import { expectError } from '../../test/account-helpers';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../account/testing';
import { hoursFromNow, insertLesson } from './testing/calendar-test-helpers';
import { calendarFeeds } from './calendar.tables';

const GET_FEED = 'query { getCalendarFeed { exists createdAt } }';
const CREATE_FEED = 'mutation { createCalendarFeed { url createdAt } }';
const CHECK_GOOGLE = 'query { checkGoogleToken { configured linked } }';
const CREATE_GOOGLE = `mutation Link($code: String!) { createGoogleToken(code: $code) { success message } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedInTutor() {
  const tutor = await makeTutor(t.deps.db, { country: 'sg' });
  return { tutor, token: await sessionFor(t, tutor) };
}

async function createFeed(token: string): Promise<{ url: string; createdAt: string }> {
  const response = await t.gql<{ createCalendarFeed: { url: string; createdAt: string } }>(
    CREATE_FEED,
    {},
    { token },
  );
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no feed');
  return response.data.createCalendarFeed;
}

const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
/** The unfolded content lines of an iCalendar text. */
const contentLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('private iCal feed', () => {
  it('refuses guests with notLoggedIn (HTTP 200) and students with forbidden', async () => {
    for (const query of [GET_FEED, CREATE_FEED]) {
      const response = await t.gql(query);
      expect(response.status).toBe(200);
      expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
    }
    const student = await makeStudent(t.deps.db, { country: 'sg' });
    const token = await sessionFor(t, student);
    expectError(await t.gql(CREATE_FEED, {}, { token }), 'FORBIDDEN', 'forbidden');
    expect((await t.gql(GET_FEED, {}, { token })).data).toEqual({
      getCalendarFeed: { exists: false, createdAt: null },
    });
    expect(await t.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, student.id))).toEqual(
      [],
    );
  });

  it('makes a secret URL once, keeps only its hash, and then only says that it exists', async () => {
    const { tutor, token } = await signedInTutor();
    expect((await t.gql(GET_FEED, {}, { token })).data).toEqual({
      getCalendarFeed: { exists: false, createdAt: null },
    });
    const feed = await createFeed(token);
    expect(feed.url).toMatch(/^http:\/\/ajar\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.createdAt).toBe(t.clock.now().toISOString());
    expect((await t.gql(GET_FEED, {}, { token })).data).toEqual({
      getCalendarFeed: { exists: true, createdAt: feed.createdAt },
    });

    const secret = /\/calendar\/(.+)\.ics$/.exec(feed.url)?.[1] ?? '';
    const [stored] = await t.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, tutor.id));
    expect(stored?.tokenHash).toBe(hashSecret(secret));
    expect(JSON.stringify(stored)).not.toContain(secret);
  });

  it("serves the tutor's slot-holding lessons from 30 days ago on, as RFC 5545 text", async () => {
    const { tutor, token } = await signedInTutor();
    const otherTutor = await makeTutor(t.deps.db, { country: 'sg' });
    const student = await makeStudent(t.deps.db, { country: 'sg', firstName: 'Siti', lastName: 'Rahman' });
    const lesson = (hours: number, extra: Partial<Parameters<typeof insertLesson>[1]> = {}) =>
      insertLesson(t, { tutorId: tutor.id, studentId: student.id, start: hoursFromNow(t, hours), ...extra });

    const pending = await lesson(2, {
      status: 'PENDING',
      subjectName: 'Physics',
      levelName: 'JC 1',
      location: 'Block 5, #03-01; Clementi',
      notes: 'Bring past papers,\nchapter 3 \\ 4',
      minutes: 90,
    });
    const paid = await lesson(24, { status: 'PAID' });
    const accepted = await lesson(48, { status: 'ACCEPTED' });
    const doneRecently = await lesson(-29 * 24, { status: 'DONE' });
    const doneLongAgo = await lesson(-31 * 24, { status: 'DONE' });
    const cancelled = await lesson(2, { status: 'CANCELLED' });
    const rejected = await lesson(24, { status: 'REJECTED' });
    const othersLesson = await insertLesson(t, {
      tutorId: otherTutor.id,
      studentId: student.id,
      start: hoursFromNow(t, 3),
    });

    const feed = await createFeed(token);
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);

    const lines = contentLines(text);
    const uids = lines.filter((line) => line.startsWith('UID:'));
    expect(uids).toEqual([doneRecently, pending, paid, accepted].map((id) => `UID:${id}@ajar`));
    for (const absent of [doneLongAgo, cancelled, rejected, othersLesson]) expect(text).not.toContain(absent);

    const event = (id: string) => {
      const start = lines.indexOf(`UID:${id}@ajar`);
      return lines.slice(start, lines.indexOf('END:VEVENT', start));
    };
    const start = hoursFromNow(t, 2);
    const compact = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(event(pending)).toEqual([
      `UID:${pending}@ajar`,
      `DTSTAMP:${compact(t.clock.now())}`,
      `DTSTART:${compact(start)}`,
      `DTEND:${compact(new Date(start.getTime() + 90 * 60_000))}`,
      'SUMMARY:Physics (JC 1) with Siti Rahman',
      'LOCATION:Block 5\\, #03-01\\; Clementi',
      'DESCRIPTION:Bring past papers\\,\\nchapter 3 \\\\ 4',
      'STATUS:TENTATIVE',
      expect.stringMatching(/^CREATED:\d{8}T\d{6}Z$/),
      expect.stringMatching(/^LAST-MODIFIED:\d{8}T\d{6}Z$/),
    ]);
    expect(event(paid)).toContain('STATUS:CONFIRMED');
    expect(event(paid)).toContain('SUMMARY:Mathematics (Secondary 1) with Siti Rahman');
    expect(event(paid).some((line) => line.startsWith('LOCATION:') || line.startsWith('DESCRIPTION:'))).toBe(
      false,
    );
    expect(event(accepted)).toContain('STATUS:CONFIRMED');
    expect(event(doneRecently)).toContain('STATUS:CONFIRMED');
  });

  it('folds long summaries at 75 octets', async () => {
    const { tutor, token } = await signedInTutor();
    const student = await makeStudent(t.deps.db, {
      country: 'sg',
      firstName: 'Ngọc Ánh',
      lastName: 'Nguyễn',
    });
    const subject = 'Mathématiques avancées pour les élèves du secondaire supérieur';
    await insertLesson(t, {
      tutorId: tutor.id,
      studentId: student.id,
      start: hoursFromNow(t, 5),
      subjectName: subject,
    });
    const text = (await fetchFeed((await createFeed(token)).url)).body;
    const summary = `SUMMARY:${subject} (Secondary 1) with Ngọc Ánh Nguyễn`;
    expect(text).not.toContain(summary);
    expect(contentLines(text)).toContain(summary);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('a new feed replaces the old URL', async () => {
    const { token } = await signedInTutor();
    const old = await createFeed(token);
    t.clock.advance(60_000);
    const fresh = await createFeed(token);
    expect(fresh.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
    expect((await t.gql(GET_FEED, {}, { token })).data).toEqual({
      getCalendarFeed: { exists: true, createdAt: fresh.createdAt },
    });
  });

  it('answers 404 for unknown or malformed tokens, and once the tutor is deactivated', async () => {
    for (const path of [
      `/calendar/${'A'.repeat(43)}.ics`,
      '/calendar/short.ics',
      '/calendar/.ics',
      `/calendar/${'A'.repeat(42)}%27.ics`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).not.toContain('text/calendar');
    }
    const { tutor, token } = await signedInTutor();
    const feed = await createFeed(token);
    expect((await fetchFeed(feed.url)).statusCode).toBe(200);
    await t.deps.db.update(users).set({ isActive: false }).where(eq(users.id, tutor.id));
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
  });

  it("never shows another tutor's lessons in one's own feed", async () => {
    const alice = await signedInTutor();
    const bob = await signedInTutor();
    const student = await makeStudent(t.deps.db, { country: 'sg' });
    const alicesLesson = await insertLesson(t, {
      tutorId: alice.tutor.id,
      studentId: student.id,
      start: hoursFromNow(t, 6),
    });
    const bobsFeed = await fetchFeed((await createFeed(bob.token)).url);
    expect(bobsFeed.statusCode).toBe(200);
    expect(bobsFeed.body).not.toContain('BEGIN:VEVENT');
    expect(bobsFeed.body).not.toContain(alicesLesson);
  });
});

describe('Google calendar without configuration', () => {
  it('refuses guests with notLoggedIn (HTTP 200)', async () => {
    for (const [query, variables] of [
      [CHECK_GOOGLE, {}],
      [CREATE_GOOGLE, { code: 'code' }],
    ] as const) {
      const response = await t.gql(query, variables);
      expect(response.status).toBe(200);
      expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
    }
  });

  it('says it is not configured and refuses to link', async () => {
    const { token } = await signedInTutor();
    expect((await t.gql(CHECK_GOOGLE, {}, { token })).data).toEqual({
      checkGoogleToken: { configured: false, linked: false },
    });
    expectError(await t.gql(CREATE_GOOGLE, { code: 'code' }, { token }), 'CONFLICT', 'googleNotConfigured');
    expectError(await t.gql(CREATE_GOOGLE, { code: '  ' }, { token }), 'BAD_USER_INPUT', 'required', {
      code: 'required',
    });
  });
});
