import {
  COUNTRY_CODES,
  INTRO_VIDEO_HOME_DEFAULT,
  INTRO_VIDEO_HOME_MAX,
  INTRO_VIDEO_MAX_COUNT,
  TEXT_LIMIT,
  UPLOAD_FILE_TYPES,
  type CountryCode,
  type MessageKey,
} from '@ajar/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { DomainError, forbidden } from '../../kernel/domain-error';
import { admitUnderLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import type { FileStorage } from '../../infra/storage/file-storage';
import { sniffFileType } from '../../infra/storage/file-type-sniffer';
import { mediaDurationSecs } from '../../infra/storage/media-duration';
import { newStorageKey, publicPathOf } from '../../infra/storage/storage-keys';
import { videoPoster } from '../../infra/media/video-poster';
import type { Viewer } from '../../kernel/viewer';
import { UndecodableImageError, processImage } from './image-processor';
import {
  isAllowedType,
  isImageType,
  mayUpload,
  sanitizeFileName,
  sizeRefusal,
  storageExtensionOf,
} from './resource.policy';
import {
  countResourcesOf,
  findResourceById,
  listHomeIntroVideos,
  listResourcesOf,
  lockUser,
  setAvatarUrl,
} from './resource.queries';
import { toResourceView, type HomeIntroVideoView, type ResourceView } from './resource.shapes';
import { resources, type ResourceKind, type ResourceRow } from './resource.tables';
import { users } from '../account';

/** What the GraphQL layer hands over: a WHATWG File (name, size, bytes). */
export interface UploadedFile {
  readonly name?: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refuse(messageKey: MessageKey, field = 'file'): DomainError {
  return new DomainError('BAD_USER_INPUT', messageKey, { [field]: messageKey });
}

/** Removes stored files once nothing refers to them; a failure leaves an orphan file, never a broken row. */
async function deleteStoredFiles(storage: FileStorage, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      process.emitWarning(`Could not delete stored file ${key}: ${String(error)}`);
    }
  }
}

interface PreparedFile {
  readonly bytes: Uint8Array;
  readonly extension: string;
  readonly mimeType: string;
  readonly fileName: string;
  readonly durationSecs: number | null;
}

/** Checks size and content type, resizes images, reads a video's duration. Refusals change nothing. */
async function prepareFile(deps: Deps, kind: ResourceKind, file: UploadedFile): Promise<PreparedFile> {
  const tooBig = sizeRefusal(kind, file.size, deps.uploadLimits);
  if (tooBig) throw refuse(tooBig);
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  // The declared size comes from the multipart parser; trust only the bytes actually read.
  const tooBigRead = sizeRefusal(kind, bytes.byteLength, deps.uploadLimits);
  if (tooBigRead) throw refuse(tooBigRead);

  let type = sniffFileType(bytes);
  if (!isAllowedType(kind, type)) throw refuse('fileTypeInvalid');
  if (isImageType(type)) {
    try {
      const processed = await processImage(bytes, type, kind);
      if (processed) ({ bytes, type } = processed);
    } catch (error) {
      if (error instanceof UndecodableImageError) throw refuse('fileTypeInvalid');
      throw error;
    }
  }
  return {
    bytes,
    extension: storageExtensionOf(type),
    mimeType: UPLOAD_FILE_TYPES[type].mimeType,
    fileName: sanitizeFileName(file.name, type),
    durationSecs: kind === 'VIDEO' ? mediaDurationSecs(bytes, type) : null,
  };
}

/**
 * Stores a video's poster (its first frame, or the branded one without ffmpeg) and returns its key. A poster
 * is decoration: when none can be made or stored the video keeps none (null), and the upload goes on.
 */
async function storePoster(storage: FileStorage, video: PreparedFile): Promise<string | null> {
  try {
    const poster = await videoPoster(video.bytes, video.extension);
    if (!poster) return null;
    const { mimeType, extensions } = UPLOAD_FILE_TYPES.png;
    const key = newStorageKey(extensions[0]);
    await storage.put(key, poster.bytes, mimeType);
    return key;
  } catch (error) {
    process.emitWarning(`Could not store a video poster: ${String(error)}`);
    return null;
  }
}

export interface UploadInput {
  readonly kind: ResourceKind;
  readonly file: UploadedFile;
  readonly description?: string | null;
}

const INTRO_VIDEO_LIMIT: PersonLimit = {
  name: 'intro-videos',
  max: INTRO_VIDEO_MAX_COUNT,
  windowMs: null,
  refusal: () => refuse('tooManyVideos'),
};

/**
 * Stores an upload of the viewer's and records it. Avatars and banners replace the previous one: its row
 * goes in the same transaction and its file after the commit. At most three introduction videos.
 */
export async function uploadResource(deps: Deps, viewer: Viewer, input: UploadInput): Promise<ResourceView> {
  const { kind } = input;
  if (!mayUpload(kind, viewer.roleCode)) throw forbidden();
  const description = input.description?.trim() || null;
  if (description && description.length > TEXT_LIMIT) throw refuse('textTooLong', 'description');
  if (
    kind === 'VIDEO' &&
    (await countResourcesOf(deps.db, viewer.userId, 'VIDEO')) >= INTRO_VIDEO_MAX_COUNT
  ) {
    throw refuse('tooManyVideos');
  }

  const prepared = await prepareFile(deps, kind, input.file);
  const storageKey = newStorageKey(prepared.extension);
  const { eTag } = await deps.storage.put(storageKey, prepared.bytes, prepared.mimeType);
  const posterStorageKey = kind === 'VIDEO' ? await storePoster(deps.storage, prepared) : null;
  const stored = posterStorageKey ? [storageKey, posterStorageKey] : [storageKey];

  let replaced: ResourceRow[] = [];
  let row: ResourceRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      if (!(await lockUser(tx, viewer.userId))) throw new DomainError('NOT_FOUND', 'notFound');
      if (kind === 'VIDEO')
        await admitUnderLimit(tx, INTRO_VIDEO_LIMIT, viewer.userId, deps.clock.now(), () =>
          countResourcesOf(tx, viewer.userId, 'VIDEO'),
        );
      if (kind === 'AVATAR' || kind === 'BANNER') {
        replaced = await listResourcesOf(tx, viewer.userId, kind);
        if (replaced.length > 0) {
          await tx.delete(resources).where(
            inArray(
              resources.id,
              replaced.map((old) => old.id),
            ),
          );
        }
      }
      const path = publicPathOf(storageKey);
      const [inserted] = await tx
        .insert(resources)
        .values({
          ownerUserId: viewer.userId,
          kind,
          storageKey,
          path,
          fileName: prepared.fileName,
          mimeType: prepared.mimeType,
          encoding: null,
          eTag,
          durationSecs: prepared.durationSecs,
          sizeBytes: prepared.bytes.byteLength,
          description: kind === 'VIDEO' ? description : null,
          posterStorageKey,
          createdAt: deps.clock.now(),
        })
        .returning();
      if (!inserted) throw new Error('Resource insert returned nothing');
      // users.avatar_url mirrors the current avatar, so every reader of a user (search, chat...) has it.
      if (kind === 'AVATAR') await setAvatarUrl(tx, viewer.userId, path);
      return inserted;
    });
  } catch (error) {
    await deleteStoredFiles(deps.storage, stored);
    throw error;
  }
  await deleteStoredFiles(
    deps.storage,
    replaced.map((old) => old.storageKey),
  );
  return toResourceView(row);
}

/** Deletes one of the viewer's own files: row first, file after the commit. Others' files: FORBIDDEN. */
export async function deleteResource(deps: Deps, viewer: Viewer, pvid: string): Promise<void> {
  if (!UUID.test(pvid)) throw new DomainError('NOT_FOUND', 'notFound');
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await findResourceById(tx, pvid);
    if (!row) throw new DomainError('NOT_FOUND', 'notFound');
    if (row.ownerUserId !== viewer.userId) throw forbidden();
    await tx.delete(resources).where(eq(resources.id, row.id));
    if (row.kind === 'AVATAR') {
      const [owner] = await tx
        .select({ avatarUrl: users.avatarUrl })
        .from(users)
        .where(eq(users.id, row.ownerUserId));
      if (owner?.avatarUrl === row.path) await setAvatarUrl(tx, row.ownerUserId, null);
    }
    return row;
  });
  await deleteStoredFiles(
    deps.storage,
    deleted.posterStorageKey ? [deleted.storageKey, deleted.posterStorageKey] : [deleted.storageKey],
  );
}

/** The user's current banner path, or null. */
export async function bannerOf(deps: Deps, userId: string): Promise<string | null> {
  const banners = await listResourcesOf(deps.db, userId, 'BANNER');
  return banners.at(-1)?.path ?? null;
}

/** The user's introduction videos, oldest first (public: they show on the profile). */
export async function introVideosOf(deps: Deps, userId: string): Promise<ResourceView[]> {
  return (await listResourcesOf(deps.db, userId, 'VIDEO')).map(toResourceView);
}

function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** The home page's introduction videos of one market: boosted tutors first, then newest; 6 by default, at most 12. */
export async function introVideoHome(
  deps: Deps,
  country: string,
  limit: number | null | undefined,
): Promise<HomeIntroVideoView[]> {
  const code = country.trim().toLowerCase();
  if (!isCountryCode(code)) throw refuse('unknownCountry', 'country');
  const count = Math.min(Math.max(Math.trunc(limit ?? INTRO_VIDEO_HOME_DEFAULT), 1), INTRO_VIDEO_HOME_MAX);
  const rows = await listHomeIntroVideos(deps.db, code, count, deps.clock.now());
  return rows.map(({ resource, tutor, featured }) => ({
    ...toResourceView(resource),
    tutorUserPvid: tutor.id,
    tutorToken: tutor.token,
    tutorFirstName: tutor.firstName,
    tutorLastName: tutor.lastName,
    tutorAvatar: tutor.avatarUrl,
    featured,
  }));
}
