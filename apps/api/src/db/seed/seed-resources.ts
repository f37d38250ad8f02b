/**
 * Demo files for the demo marketplace: every demo tutor gets a portrait avatar (DiceBear, rendered to PNG
 * here, distinct per person) and an introduction video (the 13 KB, 3-second MP4 shipped in apps/api/assets)
 * with its poster (the first frame through ffmpeg, or the branded poster), captioned in the tutor's
 * language, so demo profiles are complete. Safe to run again: what a tutor already has is skipped.
 */
import { ROLE_CODES, UPLOAD_FILE_TYPES, type CountryCode } from '@ajar/domain';
import { and, asc, eq, inArray, like, notLike, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../client';
import type { FileStorage } from '../../infra/storage/file-storage';
import { mediaDurationSecs } from '../../infra/storage/media-duration';
import { newStorageKey, publicPathOf } from '../../infra/storage/storage-keys';
import { videoPoster } from '../../infra/media/video-poster';
import { roles, users } from '../../modules/account';
import { experiences } from '../../modules/profile';
import { flushSearchIndex } from '../../modules/search';
import { resources, type ResourceKind } from '../../modules/resource';
import { demoGenderOf } from './crowd-names';
import { portraitAgeOf, portraitPng } from './portrait-avatar';
import { profileTextsOf } from './profile-texts';

const DEMO_VIDEO = fileURLToPath(new URL('../../../assets/intro-demo.mp4', import.meta.url));
/** Tutors whose files are made at once and inserted in one transaction: little memory (a portrait is a few KB). */
const RENDER_BATCH = 16;

interface DemoTutor {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: CountryCode;
  readonly description: string | null;
}

interface DemoFile {
  readonly bytes: Uint8Array;
  readonly type: 'png' | 'mp4';
  readonly fileName: string;
  readonly description?: string | null;
  readonly poster?: Uint8Array | null;
}

async function put(storage: FileStorage, bytes: Uint8Array, type: 'png' | 'mp4') {
  const { mimeType, extensions } = UPLOAD_FILE_TYPES[type];
  const storageKey = newStorageKey(extensions[0]);
  const { eTag } = await storage.put(storageKey, bytes, mimeType);
  return { storageKey, eTag, mimeType };
}

type ResourceInsert = typeof resources.$inferInsert;

/** Stores one file (and its poster) and returns its row, not yet inserted. */
async function storeFile(
  storage: FileStorage,
  owner: DemoTutor,
  kind: ResourceKind,
  file: DemoFile,
): Promise<ResourceInsert> {
  const { storageKey, eTag, mimeType } = await put(storage, file.bytes, file.type);
  const poster = file.poster ? (await put(storage, file.poster, 'png')).storageKey : null;
  return {
    ownerUserId: owner.id,
    kind,
    storageKey,
    path: publicPathOf(storageKey),
    fileName: file.fileName,
    mimeType,
    eTag,
    durationSecs: kind === 'VIDEO' ? mediaDurationSecs(file.bytes, file.type) : null,
    sizeBytes: file.bytes.byteLength,
    description: file.description ?? null,
    posterStorageKey: poster,
  };
}

/** One batch's rows in one transaction; avatars also become the users' avatar_url. Files go if it fails. */
async function insertBatch(db: Database, storage: FileStorage, rows: readonly ResourceInsert[]) {
  if (rows.length === 0) return;
  const avatars = rows
    .filter((row) => row.kind === 'AVATAR')
    .map((row) => ({ id: row.ownerUserId, path: row.path }));
  try {
    await db.transaction(async (tx) => {
      await tx.insert(resources).values([...rows]);
      if (avatars.length > 0)
        await tx.execute(
          sql`update users set avatar_url = x.path from jsonb_to_recordset(${JSON.stringify(avatars)}::jsonb) as x(id uuid, path text) where users.id = x.id`,
        );
    });
  } catch (error) {
    for (const row of rows) {
      await storage.delete(row.storageKey);
      if (row.posterStorageKey) await storage.delete(row.posterStorageKey);
    }
    throw error;
  }
}

export interface SeededResources {
  readonly avatars: number;
  readonly videos: number;
}

/** The years each tutor has taught, from their first experience (none recorded: absent). */
async function yearsTeachingOf(
  db: Database,
  tutorIds: readonly string[],
  now: Date,
): Promise<ReadonlyMap<string, number>> {
  const rows = await db
    .select({ userId: experiences.userId, from: sql<string>`min(${experiences.fromDate})` })
    .from(experiences)
    .where(inArray(experiences.userId, [...tutorIds]))
    .groupBy(experiences.userId);
  return new Map(
    rows.map((row) => [row.userId, now.getUTCFullYear() - Number(String(row.from).slice(0, 4))]),
  );
}

/**
 * Avatars and introduction videos for the demo tutors (emails @ajar.test, not the bulk benchmark tutors); a face
 * looks as old as the tutor's years of teaching (`now` dates them).
 */
export async function seedResources(
  db: Database,
  storage: FileStorage,
  now: Date = new Date(),
): Promise<SeededResources> {
  const tutors: DemoTutor[] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      country: users.country,
      description: users.description,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(roles.code, ROLE_CODES.tutor),
        like(users.email, '%@ajar.test'),
        notLike(users.email, 'bulk-tutor-%'),
      ),
    )
    .orderBy(asc(users.country), asc(users.dateJoined), asc(users.email));
  if (tutors.length === 0) return { avatars: 0, videos: 0 };

  const existing = await db
    .select({ owner: resources.ownerUserId, kind: resources.kind })
    .from(resources)
    .where(
      inArray(
        resources.ownerUserId,
        tutors.map((tutor) => tutor.id),
      ),
    );
  const owned = new Set(existing.map((row) => `${row.owner}/${row.kind}`));
  const yearsTeaching = await yearsTeachingOf(
    db,
    tutors.map((tutor) => tutor.id),
    now,
  );
  const has = (tutor: DemoTutor, kind: ResourceKind) => owned.has(`${tutor.id}/${kind}`);

  const video = readFileSync(DEMO_VIDEO);
  // Every demo video is the same clip: one poster, stored once per video (each video owns its poster file).
  const poster = tutors.some((tutor) => !has(tutor, 'VIDEO')) ? await videoPoster(video, 'mp4') : null;
  let avatars = 0;
  let videos = 0;
  for (let from = 0; from < tutors.length; from += RENDER_BATCH) {
    const batch = tutors.slice(from, from + RENDER_BATCH);
    const rows = await Promise.all(
      batch.map(async (tutor) => {
        const made: ResourceInsert[] = [];
        if (!has(tutor, 'AVATAR')) {
          const portrait = await portraitPng(
            tutor.email,
            demoGenderOf(tutor.country, tutor.firstName),
            tutor.country,
            portraitAgeOf(yearsTeaching.get(tutor.id) ?? null),
          );
          made.push(
            await storeFile(storage, tutor, 'AVATAR', {
              bytes: portrait,
              type: 'png',
              fileName: `${tutor.firstName} ${tutor.lastName}.png`,
            }),
          );
        }
        if (!has(tutor, 'VIDEO')) {
          const caption = profileTextsOf(tutor.country).videoCaption(
            tutor.firstName,
            tutor.description ?? '',
          );
          made.push(
            await storeFile(storage, tutor, 'VIDEO', {
              bytes: video,
              type: 'mp4',
              fileName: 'introduction.mp4',
              description: caption.trim().slice(0, 700),
              poster: poster?.bytes ?? null,
            }),
          );
        }
        return made;
      }),
    );
    const flat = rows.flat();
    await insertBatch(db, storage, flat);
    avatars += flat.filter((row) => row.kind === 'AVATAR').length;
    videos += flat.filter((row) => row.kind === 'VIDEO').length;
  }
  // The avatars complete the profiles: list the tutors now rather than on the indexer's next tick.
  while ((await flushSearchIndex(db)) > 0);
  return { avatars, videos };
}

/** Before `npm run seed` wipes the demo accounts (rows cascade), remove their stored files too. */
export async function deleteDemoFiles(db: Database, storage: FileStorage): Promise<number> {
  const rows = await db
    .select({ key: resources.storageKey, poster: resources.posterStorageKey })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerUserId))
    .where(like(users.email, '%@ajar.test'));
  for (const row of rows) {
    await storage.delete(row.key);
    if (row.poster) await storage.delete(row.poster);
  }
  return rows.length;
}
