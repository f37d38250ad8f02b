// Apart from uploads.ts: every page drawing a photo needs these, and none of the upload rules.

/**
 * The widths (px) a stored image is also served at, as WebP (`/uploads/{key}?w=192`): a 56 px avatar on a
 * browse card is a few KB instead of the 400 px original (sized images on a phone).
 */
export const IMAGE_WIDTHS = [96, 192, 384, 768] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * The address of a stored image sized for `cssPixels` on a screen of twice that density: the smallest
 * served width that covers it (else the largest). Other addresses (another site's image) stay as they are.
 */
export function sizedImagePath(path: string, cssPixels: number): string {
  if (!path.startsWith('/uploads/') || path.includes('?')) return path;
  const wanted = cssPixels * 2;
  const width =
    IMAGE_WIDTHS.find((candidate) => candidate >= wanted) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `${path}?w=${width}`;
}
