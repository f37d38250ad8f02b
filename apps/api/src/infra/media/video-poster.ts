/**
 * A poster image for an introduction video: its first frame (ffmpeg, when installed) or, without ffmpeg or
 * when the frame cannot be read, Ajar's branded poster. Both come out as PNG, at most POSTER_MAX_WIDTH wide.
 */
import { brandedPosterSvg } from './branded-poster';
import { firstFramePng } from './ffmpeg';

const POSTER_MAX_WIDTH = 960;

export type PosterSource = 'first-frame' | 'branded';

export interface VideoPoster {
  readonly bytes: Uint8Array;
  readonly source: PosterSource;
}

type SharpFactory = (typeof import('sharp'))['default'];
let sharpLoading: Promise<SharpFactory | null> | undefined;
const loadSharp = (): Promise<SharpFactory | null> =>
  (sharpLoading ??= import('sharp').then(
    (module) => module.default,
    () => null,
  ));

let branded: Promise<Uint8Array | null> | undefined;

/** The branded poster's PNG bytes (rendered once per process), or null where sharp cannot load. */
export function brandedPosterPng(): Promise<Uint8Array | null> {
  branded ??= loadSharp().then(async (sharp) =>
    sharp ? sharp(Buffer.from(brandedPosterSvg())).png({ compressionLevel: 9 }).toBuffer() : null,
  );
  return branded;
}

async function shrink(frame: Buffer): Promise<Uint8Array> {
  const sharp = await loadSharp();
  if (!sharp) return frame;
  return sharp(frame)
    .resize({ width: POSTER_MAX_WIDTH, withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The poster of a video (its bytes and detected extension), or null when neither ffmpeg nor sharp is here. */
export async function videoPoster(video: Uint8Array, extension: string): Promise<VideoPoster | null> {
  const frame = await firstFramePng(video, extension);
  if (frame) {
    try {
      return { bytes: await shrink(frame), source: 'first-frame' };
    } catch {
      // An unreadable frame falls through to the branded poster.
    }
  }
  const bytes = await brandedPosterPng();
  return bytes ? { bytes, source: 'branded' } : null;
}
