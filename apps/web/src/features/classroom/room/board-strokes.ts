/**
 * A whiteboard stroke as it crosses the room's channel: points in board units (0–1 of the board's width and
 * height, so every screen size draws it in the same place), with pen pressure. Kept apart from the drawing
 * code, so the room reads strokes without loading the whiteboard.
 */
export interface BoardStroke {
  readonly id: string;
  readonly colour: string;
  /** The pen's size, in thousandths of the board's width. */
  readonly size: number;
  readonly points: readonly (readonly [number, number, number])[];
}

/** The pens on offer: dark, the brand's, red, green. */
export const BOARD_COLOURS = ['#1f2937', '#0f766e', '#dc2626', '#2563eb'] as const;
/** A stroke longer than this many points is sent thinned (a long scribble stays under the signal limit). */
export const BOARD_MAX_POINTS = 600;

const unit = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : null;

/** Points rounded to 4 decimals and thinned to BOARD_MAX_POINTS, as JSON. */
export function encodeStroke(stroke: BoardStroke): string {
  const step = Math.ceil(stroke.points.length / BOARD_MAX_POINTS);
  const points = stroke.points
    .filter((_, index) => index % step === 0 || index === stroke.points.length - 1)
    .map(([x, y, pressure]) => [x, y, pressure].map((value) => Math.round(value * 10_000) / 10_000));
  return JSON.stringify({ id: stroke.id, colour: stroke.colour, size: stroke.size, points });
}

/** A stroke from the channel, or null when it is not one (a peer's bad payload never breaks the board). */
export function decodeStroke(payload: string): BoardStroke | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, colour, size, points } = raw as Record<string, unknown>;
  if (typeof id !== 'string' || typeof colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(colour)) return null;
  if (typeof size !== 'number' || !Array.isArray(points)) return null;
  const read = points.flatMap((point: unknown) => {
    if (!Array.isArray(point)) return [];
    const [x, y, pressure] = point.map(unit);
    return x === null || x === undefined || y === null || y === undefined
      ? []
      : [[x, y, pressure ?? 0.5] as const];
  });
  return read.length > 0 ? { id, colour, size: Math.min(40, Math.max(1, size)), points: read } : null;
}
