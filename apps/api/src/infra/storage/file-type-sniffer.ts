import type { UploadFileType } from '@ajar/domain';

/**
 * Decides a file's type from its bytes alone (magic numbers and container structure); the name and the
 * browser's claimed content type are never consulted. Returns null for anything not recognised.
 */
export function sniffFileType(bytes: Uint8Array): UploadFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const form = ascii(bytes, 8, 4);
    if (form === 'WEBP') return 'webp';
    if (form === 'AVI ') return 'avi';
    return null;
  }
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // OLE compound file: also Excel, PowerPoint, MSI... A Word document has a "WordDocument" stream.
    return includes(bytes, utf16le('WordDocument')) ? 'doc' : null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return isWordZip(bytes) ? 'docx' : null;
  if (ascii(bytes, 0, 3) === 'FLV' && bytes[3] === 0x01) return 'flv';
  if (startsWith(bytes, ASF_HEADER_GUID)) return 'wmv';
  return isoMediaType(bytes);
}

const ASF_HEADER_GUID = [
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  if (bytes.length < offset + length) return '';
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function utf16le(text: string): Buffer {
  return Buffer.from(text, 'utf16le');
}

function includes(bytes: Uint8Array, needle: Buffer): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The names in a ZIP's central directory, or null when it has none that can be read. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const data = view(bytes);
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (data.getUint32(offset, true) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.getUint16(end + 10, true);
  let offset = data.getUint32(end + 16, true);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || data.getUint32(offset, true) !== 0x02014b50) return null;
    const nameLength = data.getUint16(offset + 28, true);
    const extraLength = data.getUint16(offset + 30, true);
    const commentLength = data.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return null;
    names.push(Buffer.from(bytes.subarray(offset + 46, offset + 46 + nameLength)).toString('utf8'));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A .docx is a ZIP with [Content_Types].xml and the word/ part (an .xlsx has xl/, a .pptx ppt/). */
function isWordZip(bytes: Uint8Array): boolean {
  const names = zipEntryNames(bytes);
  if (!names) return false;
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

/** Audio-only and still-image members of the ISO media family are not videos. */
const NON_VIDEO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'heic', 'heix', 'mif1', 'msf1', 'avif', 'avis']);
/** Legacy QuickTime files start with one of these atoms instead of `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** mp4, mov and 3gp share the ISO base media format: the `ftyp` box's brands tell them apart. */
function isoMediaType(bytes: Uint8Array): UploadFileType | null {
  if (bytes.length < 12) return null;
  const size = view(bytes).getUint32(0);
  const boxType = ascii(bytes, 4, 4);
  if (boxType === 'ftyp') {
    if (size < 16 || size > bytes.length) return null;
    const major = ascii(bytes, 8, 4);
    const compatible: string[] = [];
    for (let offset = 16; offset + 4 <= size; offset += 4) compatible.push(ascii(bytes, offset, 4));
    if (NON_VIDEO_BRANDS.has(major)) return null;
    if (major.startsWith('3gp') || major.startsWith('3g2')) return '3gp';
    if (major === 'qt  ') return 'mov';
    if (/^[\x20-\x7e]{4}$/.test(major)) return 'mp4';
    return compatible.includes('isom') ? 'mp4' : null;
  }
  if (QUICKTIME_ATOMS.has(boxType) && size >= 8 && size <= bytes.length) {
    // Require a second atom right after the first, so 8 chance bytes are not enough.
    if (size + 8 > bytes.length) return boxType === 'moov' ? 'mov' : null;
    return /^[a-z]{4}$/.test(ascii(bytes, size + 4, 4)) ? 'mov' : null;
  }
  return null;
}
