/** Ajar's branded video poster: the brand orange with a white play button, for videos ffmpeg cannot read. */
import { BRAND_COLOUR } from '@ajar/domain';

export const POSTER_WIDTH = 640;
export const POSTER_HEIGHT = 360;

/** The poster as SVG (sharp renders it to PNG). */
export function brandedPosterSvg(): string {
  const cx = POSTER_WIDTH / 2;
  const cy = POSTER_HEIGHT / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${BRAND_COLOUR}"/><stop offset="1" stop-color="#F07F00"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${cx - 150}" cy="${cy + 120}" r="120" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${cx + 190}" cy="${cy - 110}" r="90" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${cx}" cy="${cy}" r="46" fill="#ffffff" fill-opacity="0.95"/>
  <path d="M ${cx - 14} ${cy - 22} L ${cx + 24} ${cy} L ${cx - 14} ${cy + 22} Z" fill="${BRAND_COLOUR}"/>
</svg>`;
}
