import {
  ROLE_CODES,
  STAFF_ROLE_CODE,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_FILE_TYPES,
  UPLOAD_MAX_BYTES,
  type MessageKey,
  type RoleCode,
  type UploadFileType,
} from '@ajar/domain';
import type { UploadLimits } from '../../ports/upload-limits';
import type { ResourceKind } from './resource.tables';

export function maxBytesOf(kind: ResourceKind, overrides: UploadLimits | undefined): number {
  return overrides?.[kind] ?? UPLOAD_MAX_BYTES[kind];
}

/**
 * Anyone signed in has an avatar and a banner and may attach evidence to a dispute; introduction videos,
 * certificates and class covers are for tutors; article covers for tutors and the team (its blog).
 */
export function mayUpload(kind: ResourceKind, roleCode: RoleCode): boolean {
  if (kind === 'ARTICLE_COVER' && roleCode === STAFF_ROLE_CODE) return true;
  return kind === 'AVATAR' || kind === 'BANNER' || kind === 'EVIDENCE' || roleCode === ROLE_CODES.tutor;
}

/** Why a file of this size is refused before its content is even looked at, or null. */
export function sizeRefusal(kind: ResourceKind, size: number, limits?: UploadLimits): MessageKey | null {
  if (size <= 0) return kind === 'AVATAR' || kind === 'BANNER' ? 'photoRequired' : 'required';
  return size > maxBytesOf(kind, limits) ? 'fileTooLarge' : null;
}

/** The detected type is one this kind of upload accepts (the file's name plays no part). */
export function isAllowedType(kind: ResourceKind, type: UploadFileType | null): type is UploadFileType {
  return type !== null && UPLOAD_ALLOWED_TYPES[kind].includes(type);
}

export function isImageType(type: UploadFileType): boolean {
  return UPLOAD_FILE_TYPES[type].mimeType.startsWith('image/');
}

/** The extension a stored file gets: the first one of its detected type. */
export function storageExtensionOf(type: UploadFileType): string {
  return UPLOAD_FILE_TYPES[type].extensions[0];
}

/** Images and videos show in the page; documents download, so a browser never renders them on our origin. */
export function dispositionOf(mimeType: string): 'inline' | 'attachment' {
  return mimeType.startsWith('image/') || mimeType.startsWith('video/') ? 'inline' : 'attachment';
}

const FILE_NAME_MAX = 120;

/**
 * The original name, for display only: the last path segment, without control or reserved characters,
 * at most 120 characters. Falls back to "file.<detected extension>".
 */
export function sanitizeFileName(name: string | undefined, type: UploadFileType): string {
  const fallback = `file.${storageExtensionOf(type)}`;
  if (!name) return fallback;
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, FILE_NAME_MAX - extension.length)}${extension}`;
}
