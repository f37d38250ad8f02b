import {
  ROLE_CODES,
  TUTOR_FILE_NAME_MAX,
  TUTOR_FILE_TYPES,
  TUTOR_STORAGE_QUOTA_BYTES,
  type TutorFileType,
} from '@ajar/domain';
import { sniffFileType, zipEntryNames } from '../../infra/storage/file-type-sniffer';
import type { Viewer } from '../../kernel/viewer';

/** Only tutors keep files in Resources and buy storage. */
export function keepsFiles(viewer: Viewer): boolean {
  return viewer.roleCode === ROLE_CODES.tutor;
}

/** The tutor's whole quota: the free one plus every package bought. */
export function quotaOf(boughtBytes: number): number {
  return TUTOR_STORAGE_QUOTA_BYTES + boughtBytes;
}

/** Whether a file of `sizeBytes` fits beside `usedBytes` within the quota. */
export function fits(usedBytes: number, sizeBytes: number, quotaBytes: number): boolean {
  return usedBytes + sizeBytes <= quotaBytes;
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

/** Audio the shared sniffer does not know: mp3 (ID3 tag or an MPEG frame), wav, ogg and m4a. */
function sniffAudio(bytes: Uint8Array): TutorFileType | null {
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  if (bytes.length > 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'mp3';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 4, 4) === 'ftyp' && ['M4A ', 'M4B '].includes(ascii(bytes, 8, 4))) return 'm4a';
  return null;
}

/** Excel and PowerPoint are ZIPs with their own part (the sniffer knows Word's). */
function sniffOfficeZip(bytes: Uint8Array): TutorFileType | null {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) return null;
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  return null;
}

/** The file's type from its bytes alone, when Resources keeps that type; null otherwise. */
export function tutorFileTypeOf(bytes: Uint8Array): TutorFileType | null {
  const known = sniffFileType(bytes);
  if (known && known in TUTOR_FILE_TYPES) return known as TutorFileType;
  return sniffAudio(bytes) ?? sniffOfficeZip(bytes);
}

/** A display name: the last path segment, without control characters, at most TUTOR_FILE_NAME_MAX long. */
export function cleanFileName(name: string | undefined): string {
  const lastSegment = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned.length <= TUTOR_FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 6 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, TUTOR_FILE_NAME_MAX - extension.length)}${extension}`;
}

/** The name an upload is listed under: its own, cleaned, or `file.<ext>` when nothing is left of it. */
export function uploadNameOf(name: string | undefined, type: TutorFileType): string {
  return cleanFileName(name) || `file.${TUTOR_FILE_TYPES[type].extensions[0]}`;
}
