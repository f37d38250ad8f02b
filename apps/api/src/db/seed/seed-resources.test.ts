import { COUNTRY_CODES } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/account/testing';
import { resources } from '../../modules/resource/testing';
import { signInToken } from '../../test/account-helpers';
import { INTRO_VIDEO_HOME } from '../../test/upload-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './seed';
import { deleteDemoFiles, seedResources } from './seed-resources';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('seedResources', () => {
  it('gives every demo tutor a served PNG avatar and an introduction video, once', async () => {
    // A small crowd: seed-crowd.test.ts runs the full first start.
    await seedDemo(t.deps.db, new Date(), {
      crowd: Object.fromEntries(COUNTRY_CODES.map((country) => [country, 3])),
    });
    const first = await seedResources(t.deps.db, t.deps.storage);
    expect(first.avatars).toBeGreaterThanOrEqual(COUNTRY_CODES.length * 3);
    expect(first.videos).toBe(first.avatars);
    expect(await seedResources(t.deps.db, t.deps.storage)).toEqual({ avatars: 0, videos: 0 });

    const [tutor] = await t.deps.db.select().from(users).where(eq(users.email, 'tutor@ajar.test'));
    expect(tutor?.avatarUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: tutor?.avatarUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 400]);

    const videos = await t.deps.db.select().from(resources).where(eq(resources.kind, 'VIDEO'));
    expect(videos.every((video) => video.durationSecs === 3)).toBe(true);
    for (const country of COUNTRY_CODES) {
      const home = await t.gql<{ introVideoHome: { tutorAvatar: string | null }[] }>(INTRO_VIDEO_HOME, {
        country,
      });
      expect(home.data?.introVideoHome.length, country).toBeGreaterThanOrEqual(3);
      expect(
        home.data?.introVideoHome.every((video) => video.tutorAvatar),
        country,
      ).toBe(true);
    }

    // Listed tutors (with their avatars) are recommended to each market's demo student from the seeded goals.
    for (const country of COUNTRY_CODES) {
      const email = country === 'sg' ? 'student@ajar.test' : `student.${country}@ajar.test`;
      const recommended = await t.gql<{ getRecommendedTutors: { tutor: { country: string } }[] }>(
        '{ getRecommendedTutors { tutor { country } } }',
        {},
        { token: await signInToken(t, email) },
      );
      const countries = recommended.data?.getRecommendedTutors.map((row) => row.tutor.country) ?? [];
      expect(countries.length, email).toBeGreaterThan(0);
      expect(new Set(countries), email).toEqual(new Set([country]));
    }

    const stored = await t.deps.db.select().from(resources);
    expect(await deleteDemoFiles(t.deps.db, t.deps.storage)).toBe(stored.length);
    expect(await t.deps.storage.get(stored[0]?.storageKey ?? '')).toBeNull();
  });
});
