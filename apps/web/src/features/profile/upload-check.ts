import { UPLOAD_ALLOWED_TYPES, UPLOAD_FILE_TYPES, UPLOAD_MAX_BYTES, type UploadKind } from '@ajar/domain';
import type { MessageKey } from '@ajar/domain';

/**
 * The browser's quick check before an upload (the server decides by the file's content): the name's
 * extension or the browser's type must be one this kind accepts, and the size within its limit.
 */
export function uploadProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: UploadKind,
): MessageKey | null {
  const types = UPLOAD_ALLOWED_TYPES[kind].map((type) => UPLOAD_FILE_TYPES[type]);
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const byExtension = types.some((type) => (type.extensions as readonly string[]).includes(extension));
  const byType = file.type !== '' && types.some((type) => type.mimeType === file.type);
  if (!byExtension && !byType) return 'fileTypeInvalid';
  if (file.size > UPLOAD_MAX_BYTES[kind]) return 'fileTooLarge';
  return null;
}

/** "5 MB" for a byte limit (limits are whole mebibytes). */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
