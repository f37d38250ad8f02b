import { describe, expect, it } from 'vitest';
import { BOARD_MAX_POINTS, decodeStroke, encodeStroke } from './board-strokes';

describe('whiteboard strokes on the wire', () => {
  it('cross as JSON and come back the same', () => {
    const stroke = {
      id: 's1',
      colour: '#0f766e',
      size: 6,
      points: [
        [0.1, 0.2, 0.5],
        [0.123456, 0.3, 0.7],
      ] as const,
    };
    expect(decodeStroke(encodeStroke(stroke))).toEqual({
      ...stroke,
      points: [
        [0.1, 0.2, 0.5],
        [0.1235, 0.3, 0.7],
      ],
    });
  });

  it('thin a long stroke and refuse what is not one', () => {
    const points = Array.from(
      { length: BOARD_MAX_POINTS * 3 },
      (_, index) => [index / 3000, 0.5, 0.5] as const,
    );
    const decoded = decodeStroke(encodeStroke({ id: 'long', colour: '#1f2937', size: 4, points }));
    expect(decoded?.points.length).toBeLessThanOrEqual(BOARD_MAX_POINTS + 1);
    expect(decodeStroke('nope')).toBeNull();
    expect(decodeStroke('{"id":"x","colour":"red","size":4,"points":[[0,0,0]]}')).toBeNull();
    expect(decodeStroke('{"id":"x","colour":"#000000","size":4,"points":[]}')).toBeNull();
    expect(decodeStroke('{"id":"x","colour":"#000000","size":400,"points":[[2,-1]]}')).toEqual({
      id: 'x',
      colour: '#000000',
      size: 40,
      points: [[1, 0, 0.5]],
    });
  });
});
