import type { ImageWidth } from '@ajar/domain';
import { loadSharp } from './image-processor';

/** Images stored as one of these may also be served at a width of IMAGE_WIDTHS. */
export const SIZABLE_MIME_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Sized copies kept in memory, most recently used last: a card grid asks for the same few again and again. */
const CACHE_LIMIT = 500;
const cache = new Map<string, Promise<Uint8Array | null>>();

async function resize(bytes: Uint8Array, width: ImageWidth): Promise<Uint8Array | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  return sharp(bytes, { failOn: 'error' })
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * A stored image (its bytes read by `read`) as WebP at most `width` px on a side, made once per key and width
 * and kept in memory. Null when sharp is not available here or the bytes are gone: the caller serves the
 * original. A copy that fails is not kept, so the next request tries again.
 */
export function sizedImage(
  cacheKey: string,
  width: ImageWidth,
  read: () => Promise<Uint8Array | null>,
): Promise<Uint8Array | null> {
  const key = `${cacheKey}:${width}`;
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const made = read().then((bytes) => (bytes ? resize(bytes, width) : null));
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  return made;
}
