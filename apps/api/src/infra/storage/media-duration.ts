import type { UploadFileType } from '@ajar/domain';

/** Whole seconds of a video, when its container says so cheaply (mp4/mov/3gp `mvhd`, avi `avih`); else null. */
export function mediaDurationSecs(bytes: Uint8Array, type: UploadFileType): number | null {
  try {
    if (type === 'mp4' || type === 'mov' || type === '3gp') return isoDuration(bytes);
    if (type === 'avi') return aviDuration(bytes);
  } catch {
    // A truncated or odd container: no duration, not an error.
  }
  return null;
}

interface Box {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}

function* boxes(data: DataView, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = data.getUint32(offset);
    const type = String.fromCharCode(
      data.getUint8(offset + 4),
      data.getUint8(offset + 5),
      data.getUint8(offset + 6),
      data.getUint8(offset + 7),
    );
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(data.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

function isoDuration(bytes: Uint8Array): number | null {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const box of boxes(data, 0, bytes.byteLength)) {
    if (box.type !== 'moov') continue;
    for (const child of boxes(data, box.start, box.end)) {
      if (child.type !== 'mvhd') continue;
      const version = data.getUint8(child.start);
      const timescale = data.getUint32(child.start + (version === 1 ? 20 : 12));
      const duration =
        version === 1 ? Number(data.getBigUint64(child.start + 24)) : data.getUint32(child.start + 16);
      if (!timescale || duration === 0xffffffff) return null;
      return Math.round(duration / timescale);
    }
  }
  return null;
}

function aviDuration(bytes: Uint8Array): number | null {
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf('avih');
  if (at < 0 || at + 8 + 40 > bytes.byteLength) return null;
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const microSecondsPerFrame = data.getUint32(at + 8, true);
  const totalFrames = data.getUint32(at + 8 + 16, true);
  if (!microSecondsPerFrame || !totalFrames) return null;
  return Math.round((microSecondsPerFrame * totalFrames) / 1_000_000);
}
