import { TUTOR_FILE_MAX_BYTES, TUTOR_FILE_TYPES, type MessageKey } from '@ajar/domain';
import type { Deps } from '../../deps';
import { newStorageKey } from '../../infra/storage/storage-keys';
import { DomainError, forbidden } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { enrolledClassIdsOf } from '../classes';
import {
  cleanFileName,
  fits,
  keepsFiles,
  quotaOf,
  tutorFileTypeOf,
  uploadNameOf,
} from './tutor-files.policy';
import {
  boughtBytesOf,
  deleteOwnFile,
  filesOf,
  filesSharedWith,
  insertFile,
  lockStorageOf,
  readableFile,
  renameOwnFile,
  sharesOfFiles,
  usedBytesOf,
} from './tutor-files.queries';
import type { SharedFileView, TutorFileView } from './tutor-files.shapes';
import type { TutorFileRow, TutorFileShareRow } from './tutor-files.tables';

/** What the GraphQL layer hands over: a WHATWG File (name, size, bytes). */
export interface UploadedFile {
  readonly name?: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export const downloadPathOf = (fileId: string): string => `/tutor-files/${fileId}`;

function refuse(messageKey: MessageKey, field = 'file'): DomainError {
  return new DomainError('BAD_USER_INPUT', messageKey, { [field]: messageKey });
}

export function assertKeepsFiles(viewer: Viewer): void {
  if (!keepsFiles(viewer)) throw forbidden();
}

function viewOf(row: TutorFileRow, shares: readonly TutorFileShareRow[]): TutorFileView {
  return {
    id: row.id,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt,
    downloadPath: downloadPathOf(row.id),
    shares: shares
      .filter((share) => share.fileId === row.id)
      .map((share) => ({
        id: share.id,
        target: share.classId ? 'CLASS' : 'BOOKING',
        bookingId: share.bookingId,
        classId: share.classId,
        label: share.label,
        sharedAt: share.createdAt,
      })),
  };
}

/** myTutorFiles: the tutor's files, newest first, each with whom it is shared. */
export async function tutorFilesOf(deps: Deps, viewer: Viewer): Promise<TutorFileView[]> {
  assertKeepsFiles(viewer);
  const rows = await filesOf(deps.db, viewer.userId);
  const shares = await sharesOfFiles(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => viewOf(row, shares));
}

export async function tutorFileView(deps: Deps, row: TutorFileRow): Promise<TutorFileView> {
  return viewOf(row, await sharesOfFiles(deps.db, [row.id]));
}

/**
 * uploadTutorFile: stores a file in the tutor's Resources when its type is kept and it fits the quota. The
 * bytes are stored first and the row written under the tutor's storage lock, where the quota is checked again:
 * concurrent uploads cannot pass it together. A refusal leaves no row and no stored file.
 */
export async function uploadTutorFile(
  deps: Deps,
  viewer: Viewer,
  file: UploadedFile,
): Promise<TutorFileView> {
  assertKeepsFiles(viewer);
  if (file.size > TUTOR_FILE_MAX_BYTES) throw refuse('tutorFileTooLarge');
  const quota = quotaOf(await boughtBytesOf(deps.db, viewer.userId));
  if (!fits(await usedBytesOf(deps.db, viewer.userId), file.size, quota))
    throw refuse('storageQuotaExceeded');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > TUTOR_FILE_MAX_BYTES) throw refuse('tutorFileTooLarge');
  const type = tutorFileTypeOf(bytes);
  if (!type) throw refuse('tutorFileTypeInvalid');
  const { mimeType, extensions } = TUTOR_FILE_TYPES[type];
  const storageKey = newStorageKey(extensions[0]);
  await deps.storage.put(storageKey, bytes, mimeType);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockStorageOf(tx, viewer.userId);
      const [used, bought] = await Promise.all([
        usedBytesOf(tx, viewer.userId),
        boughtBytesOf(tx, viewer.userId),
      ]);
      if (!fits(used, bytes.byteLength, quotaOf(bought))) throw refuse('storageQuotaExceeded');
      return insertFile(tx, {
        ownerUserId: viewer.userId,
        storageKey,
        fileName: uploadNameOf(file.name, type),
        mimeType,
        sizeBytes: bytes.byteLength,
        createdAt: deps.clock.now(),
      });
    });
    return viewOf(row, []);
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

/** renameTutorFile: a new display name for one of the tutor's files. */
export async function renameTutorFile(
  deps: Deps,
  viewer: Viewer,
  input: { readonly fileId: string; readonly fileName: string },
): Promise<TutorFileView> {
  assertKeepsFiles(viewer);
  const fileName = cleanFileName(input.fileName);
  if (!fileName || fileName !== input.fileName.trim()) throw refuse('tutorFileNameInvalid', 'fileName');
  if (!isPvid(input.fileId)) throw new DomainError('NOT_FOUND', 'notFound');
  const row = await renameOwnFile(deps.db, input.fileId, viewer.userId, fileName);
  if (!row) throw new DomainError('NOT_FOUND', 'notFound');
  return tutorFileView(deps, row);
}

/** deleteTutorFile: the row (and its shares) go at once, the stored bytes after; the usage drops with it. */
export async function deleteTutorFile(deps: Deps, viewer: Viewer, fileId: string): Promise<void> {
  assertKeepsFiles(viewer);
  if (!isPvid(fileId)) throw new DomainError('NOT_FOUND', 'notFound');
  const row = await deleteOwnFile(deps.db, fileId, viewer.userId);
  if (!row) throw new DomainError('NOT_FOUND', 'notFound');
  await deps.storage.delete(row.storageKey).catch((error: unknown) => {
    process.emitWarning(`Could not delete stored file ${row.storageKey}: ${String(error)}`);
  });
}

/** filesSharedWithMe: what tutors shared with the viewer, newest first. */
export async function filesSharedWithViewer(deps: Deps, viewer: Viewer): Promise<SharedFileView[]> {
  const classIds = await enrolledClassIdsOf(deps.db, viewer.userId);
  const rows = await filesSharedWith(deps.db, viewer.userId, classIds);
  return rows.map(({ file, sharedAt, ownerFirstName, ownerLastName }) => ({
    id: file.id,
    fileName: file.fileName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    sharedAt,
    tutorName: `${ownerFirstName} ${ownerLastName}`.trim(),
    downloadPath: downloadPathOf(file.id),
  }));
}

/** The file the viewer may download (theirs, or shared with them), or null: the route answers 404 then. */
export async function downloadableFile(
  deps: Deps,
  viewer: Viewer,
  fileId: string,
): Promise<TutorFileRow | null> {
  if (!isPvid(fileId)) return null;
  const classIds = await enrolledClassIdsOf(deps.db, viewer.userId);
  return (await readableFile(deps.db, fileId, viewer.userId, classIds)) ?? null;
}
