import type { UploadFileType } from '@ajar/domain';
import type { ResourceKind } from './resource.tables';

export interface ProcessedImage {
  readonly bytes: Uint8Array;
  readonly type: UploadFileType;
}

/** Thrown when bytes that look like an image (by magic number) cannot be decoded as one. */
export class UndecodableImageError extends Error {}

type SharpFactory = (typeof import('sharp'))['default'];

let sharpLoading: Promise<SharpFactory | null> | undefined;

/** sharp ships a prebuilt libvips per platform; where it cannot load, images are stored as uploaded. */
export function loadSharp(): Promise<SharpFactory | null> {
  sharpLoading ??= import('sharp').then(
    (module) => module.default,
    () => null,
  );
  return sharpLoading;
}

export const AVATAR_SIZE = 400;
export const BANNER_WIDTH = 1600;
/** Certificates are documents: keep them legible, only cap very large scans. */
const CERTIFICATE_MAX = 2400;
/** Refuse decompression bombs: a 5 MiB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * Avatars become 400×400 (cover), banners and class covers at most 1600 wide, certificate images at most 2400 on a side; all
 * are re-encoded, which drops EXIF (camera, GPS) and other metadata after applying the EXIF orientation.
 * GIFs become PNG (their first frame). Returns null when sharp is not available here.
 */
export async function processImage(
  bytes: Uint8Array,
  type: UploadFileType,
  kind: ResourceKind,
): Promise<ProcessedImage | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  try {
    let pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (kind === 'AVATAR') {
      pipeline = pipeline.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' });
    } else if (kind === 'BANNER' || kind === 'CLASS_COVER' || kind === 'ARTICLE_COVER') {
      pipeline = pipeline.resize({
        width: BANNER_WIDTH,
        height: BANNER_WIDTH,
        fit: 'inside',
        withoutEnlargement: true,
      });
    } else {
      pipeline = pipeline.resize({
        width: CERTIFICATE_MAX,
        height: CERTIFICATE_MAX,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    if (type === 'jpeg') {
      const output = await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      return { bytes: output, type: 'jpeg' };
    }
    if (type === 'webp') return { bytes: await pipeline.webp({ quality: 85 }).toBuffer(), type: 'webp' };
    return { bytes: await pipeline.png({ compressionLevel: 9 }).toBuffer(), type: 'png' };
  } catch (error) {
    throw new UndecodableImageError(error instanceof Error ? error.message : String(error));
  }
}
