import { getStroke } from 'perfect-freehand';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { BOARD_COLOURS, type BoardStroke } from './board-strokes';
import styles from './room.module.css';

/** The board's drawing surface is 4:3; strokes are stored in board units and drawn at the canvas's size. */
const ASPECT = 3 / 4;

/** perfect-freehand's outline of a stroke, as a filled path at this canvas width (its own units are pixels). */
function pathOf(stroke: BoardStroke, width: number): Path2D {
  const height = width * ASPECT;
  const outline = getStroke(
    stroke.points.map(([x, y, pressure]) => [x * width, y * height, pressure]),
    {
      size: (stroke.size / 1000) * width,
      thinning: 0.6,
      smoothing: 0.5,
      streamline: 0.5,
      simulatePressure: false,
    },
  );
  const path = new Path2D();
  outline.forEach(([x, y], index) =>
    index === 0 ? path.moveTo(x ?? 0, y ?? 0) : path.lineTo(x ?? 0, y ?? 0),
  );
  path.closePath();
  return path;
}

/**
 * The shared whiteboard (perfect-freehand: pressure-sensitive strokes as outlines, about 3 KB, no DOM of its own):
 * a stroke drawn here goes to everyone when the pen lifts, and theirs are drawn as they arrive. Loaded only when
 * the whiteboard is opened; a late joiner starts from a clean board.
 */
export function Whiteboard({
  strokes,
  onDraw,
  onClear,
}: {
  strokes: readonly BoardStroke[];
  onDraw: (stroke: BoardStroke) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [colour, setColour] = useState<string>(BOARD_COLOURS[1]);
  const [drawing, setDrawing] = useState<BoardStroke | null>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || width === 0) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(width * ratio);
    element.height = Math.round(width * ASPECT * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, width * ASPECT);
    for (const stroke of drawing ? [...strokes, drawing] : strokes) {
      context.fillStyle = stroke.colour;
      context.fill(pathOf(stroke, width));
    }
  }, [strokes, drawing, width]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): [number, number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    return [
      clamp((event.clientX - box.left) / box.width),
      clamp((event.clientY - box.top) / box.height),
      event.pressure || 0.5,
    ];
  };

  return (
    <div className={styles.board}>
      <div className={styles.boardTools}>
        <fieldset className={styles.colours}>
          <legend className={styles.hidden}>{t('classroom.board.colour')}</legend>
          {BOARD_COLOURS.map((choice) => (
            <label key={choice} className={styles.colour} style={{ background: choice }}>
              <input
                type="radio"
                name="board-colour"
                value={choice}
                checked={colour === choice}
                onChange={() => setColour(choice)}
                aria-label={choice}
              />
            </label>
          ))}
        </fieldset>
        <Button onClick={onClear}>{t('classroom.board.clear')}</Button>
      </div>
      <canvas
        ref={canvas}
        className={styles.canvas}
        role="img"
        aria-label={t('classroom.board.label')}
        data-testid="whiteboard"
        data-strokes={strokes.length}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          setDrawing({ id: crypto.randomUUID(), colour, size: 8, points: [pointOf(event)] });
        }}
        onPointerMove={(event) => {
          const point = pointOf(event);
          setDrawing((current) => (current ? { ...current, points: [...current.points, point] } : current));
        }}
        onPointerUp={() => {
          if (drawing) onDraw(drawing);
          setDrawing(null);
        }}
        onPointerCancel={() => setDrawing(null)}
      />
    </div>
  );
}
