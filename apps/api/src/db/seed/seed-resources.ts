/**
 * Demo files for the demo marketplace: every demo tutor gets an avatar (their initials on a colour, a PNG
 * generated here) and an introduction video (the 13 KB, 3-second MP4 shipped in apps/api/assets), so demo
 * profiles can be complete (the video weighs 25%). Safe to run again: what a tutor already has is skipped.
 */
import { BRAND_COLOUR, ROLE_CODES, UPLOAD_FILE_TYPES } from '@ajar/domain';
import { and, asc, eq, inArray, like, notLike } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from '../client';
import type { FileStorage } from '../../infra/storage/file-storage';
import { mediaDurationSecs } from '../../infra/storage/media-duration';
import { newStorageKey, publicPathOf } from '../../infra/storage/storage-keys';
import { roles, users } from '../../modules/account';
import { initialsAvatarPng, initialsFor, resources, type ResourceKind } from '../../modules/resource';

const DEMO_VIDEO = fileURLToPath(new URL('../../../assets/intro-demo.mp4', import.meta.url));
const AVATAR_COLOURS = [BRAND_COLOUR, '#2F80ED', '#27AE60', '#9B51E0', '#EB5757', '#00A3A3'] as const;

interface DemoTutor {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly description: string | null;
}

async function storeFile(
  db: Database,
  storage: FileStorage,
  owner: DemoTutor,
  kind: ResourceKind,
  file: { bytes: Uint8Array; type: 'png' | 'mp4'; fileName: string; description?: string | null },
): Promise<string> {
  const { mimeType, extensions } = UPLOAD_FILE_TYPES[file.type];
  const storageKey = newStorageKey(extensions[0]);
  const { eTag } = await storage.put(storageKey, file.bytes, mimeType);
  const path = publicPathOf(storageKey);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(resources).values({
        ownerUserId: owner.id,
        kind,
        storageKey,
        path,
        fileName: file.fileName,
        mimeType,
        eTag,
        durationSecs: kind === 'VIDEO' ? mediaDurationSecs(file.bytes, file.type) : null,
        sizeBytes: file.bytes.byteLength,
        description: file.description ?? null,
      });
      if (kind === 'AVATAR') await tx.update(users).set({ avatarUrl: path }).where(eq(users.id, owner.id));
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  return path;
}

export interface SeededResources {
  readonly avatars: number;
  readonly videos: number;
}

/** Avatars and introduction videos for the demo tutors (emails @ajar.test, not the bulk benchmark tutors). */
export async function seedResources(db: Database, storage: FileStorage): Promise<SeededResources> {
  const tutors: DemoTutor[] = await db
    .select({
      id: users.id,
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
  const has = (tutor: DemoTutor, kind: ResourceKind) =>
    existing.some((row) => row.owner === tutor.id && row.kind === kind);

  const video = readFileSync(DEMO_VIDEO);
  let avatars = 0;
  let videos = 0;
  for (const [index, tutor] of tutors.entries()) {
    if (!has(tutor, 'AVATAR')) {
      const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length] ?? BRAND_COLOUR;
      await storeFile(db, storage, tutor, 'AVATAR', {
        bytes: initialsAvatarPng(initialsFor(tutor.firstName, tutor.lastName), colour),
        type: 'png',
        fileName: `${tutor.firstName} ${tutor.lastName}.png`,
      });
      avatars += 1;
    }
    if (!has(tutor, 'VIDEO')) {
      await storeFile(db, storage, tutor, 'VIDEO', {
        bytes: video,
        type: 'mp4',
        fileName: 'introduction.mp4',
        description: `Hello, I am ${tutor.firstName}. ${tutor.description ?? ''}`.trim().slice(0, 700),
      });
      videos += 1;
    }
  }
  return { avatars, videos };
}

/** Before `npm run seed` wipes the demo accounts (rows cascade), remove their stored files too. */
export async function deleteDemoFiles(db: Database, storage: FileStorage): Promise<number> {
  const rows = await db
    .select({ key: resources.storageKey })
    .from(resources)
    .innerJoin(users, eq(users.id, resources.ownerUserId))
    .where(like(users.email, '%@ajar.test'));
  for (const row of rows) await storage.delete(row.key);
  return rows.length;
}
