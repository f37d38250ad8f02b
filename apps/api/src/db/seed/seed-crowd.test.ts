import { COUNTRY_CODES, PAGE_SIZE } from '@ajar/domain';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/account/testing';
import { resources } from '../../modules/resource/testing';
import { startTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './seed';
import { seedResources } from './seed-resources';

/** The real first start: the full demo crowd, its portraits and its videos with posters. */
let t: TestApp;
const timings: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  let started = Date.now();
  await seedDemo(t.deps.db);
  timings['seedDemo ms'] = Date.now() - started;
  started = Date.now();
  await seedResources(t.deps.db, t.deps.storage);
  timings['seedResources ms'] = Date.now() - started;
}, 180_000);
afterAll(() => t.close());

const FIND_TUTORS = `mutation($country: String!, $page: Int, $limit: Int) {
  findTutors(country: $country, fromWhere: "browse", page: $page, limit: $limit) { total }
}`;

describe('the first start seed', { timeout: 120_000 }, () => {
  it('lists at least 60 tutors, coaches and counsellors in sg and 30 in every other market', async () => {
    const result = await t.deps.db.execute(
      sql`select country, tutor_kind as kind from search_tutor_documents where listed`,
    );
    const listed = (result as unknown as { rows: { country: string; kind: string }[] }).rows;
    const counts: Record<string, number> = {};
    for (const country of COUNTRY_CODES) {
      const here = listed.filter((row) => row.country === country);
      counts[country] = here.length;
      expect(here.length, country).toBeGreaterThanOrEqual(country === 'sg' ? 60 : 30);
      expect(new Set(here.map((row) => row.kind)), country).toEqual(
        new Set(['ACADEMIC', 'LIFELONG', 'COUNSELLING']),
      );
      // Browse (academic tutors, PAGE_SIZE a page) has several pages.
      const found = await t.gql<{ findTutors: { total: number } }>(FIND_TUTORS, {
        country,
        page: 1,
        limit: PAGE_SIZE,
      });
      expect(found.data?.findTutors.total, country).toBeGreaterThan(2 * PAGE_SIZE);
    }
    console.log('listed tutors per market', counts, timings);
  });

  it('gives every demo tutor a distinct portrait PNG', async () => {
    const avatars = await t.deps.db
      .select({
        key: resources.storageKey,
        owner: resources.ownerUserId,
        avatarUrl: users.avatarUrl,
        path: resources.path,
      })
      .from(resources)
      .innerJoin(users, eq(users.id, resources.ownerUserId))
      .where(eq(resources.kind, 'AVATAR'));
    expect(avatars.length).toBeGreaterThanOrEqual(60 + 30 * (COUNTRY_CODES.length - 1));
    const digests = new Set<string>();
    for (const avatar of avatars) {
      expect(avatar.avatarUrl).toBe(avatar.path);
      const stored = await t.deps.storage.get(avatar.key);
      if (!stored) throw new Error(`missing ${avatar.key}`);
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
      const bytes = Buffer.concat(chunks);
      digests.add(createHash('sha256').update(bytes).digest('hex'));
      if (digests.size <= 3) {
        const metadata = await sharp(bytes).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 400, 400]);
      }
    }
    expect(digests.size).toBe(avatars.length);
  });

  it('gives every introduction video a served poster and an Indonesian caption in id', async () => {
    const videos = await t.deps.db
      .select({
        poster: resources.posterStorageKey,
        description: resources.description,
        country: users.country,
      })
      .from(resources)
      .innerJoin(users, eq(users.id, resources.ownerUserId))
      .where(and(eq(resources.kind, 'VIDEO')));
    expect(videos.length).toBeGreaterThanOrEqual(60 + 30 * (COUNTRY_CODES.length - 1));
    for (const video of videos) expect(video.poster).toMatch(/^[0-9a-f]{32}\.png$/);
    const poster = await t.app.inject({ method: 'GET', url: `/uploads/${videos[0]?.poster ?? ''}` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    for (const video of videos.filter((row) => row.country === 'id'))
      expect(video.description).toMatch(/^Halo, saya /);
    for (const video of videos.filter((row) => row.country === 'sg'))
      expect(video.description).toMatch(/^Hello, I am /);
  });
});
