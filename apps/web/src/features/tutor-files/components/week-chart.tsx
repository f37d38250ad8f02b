import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './week-chart.module.css';

interface WeekChartProps {
  /** What the chart shows, for its accessible name (the numbers are in the table below the charts). */
  readonly label: string;
  readonly title: string;
  /** Each week's label (its Monday), oldest first. */
  readonly weeks: readonly string[];
  readonly values: readonly (number | null)[];
  readonly color: string;
  readonly bars?: boolean;
  readonly format: (value: number) => string;
}

const HEIGHT = 180;

/** One figure of the last 12 weeks as a small uPlot chart (loaded only with the Analytics page). */
export function WeekChart({ label, title, weeks, values, color, bars = false, format }: WeekChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const xs = weeks.map((_, index) => index);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 8 } },
      scales: {
        x: { time: false, range: [-0.5, weeks.length - 0.5] },
        y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] },
      },
      axes: [
        {
          stroke: '#5c6670',
          grid: { show: false },
          splits: () => xs,
          // Every second week's label (every third on a phone), always the current week's.
          values: (u, splits) =>
            splits.map((index) =>
              (weeks.length - 1 - index) % (u.width < 420 ? 3 : 2) === 0 ? (weeks[index] ?? '') : '',
            ),
          size: 32,
        },
        {
          stroke: '#5c6670',
          grid: { stroke: '#eef0f2' },
          values: (_u, splits) => splits.map((value) => format(value)),
          size: 60,
        },
      ],
      series: [
        {},
        {
          stroke: color,
          width: 2,
          fill: bars ? color : `${color}22`,
          points: { show: !bars, size: 6, fill: color },
          ...(bars ? { paths: uPlot.paths.bars?.({ size: [0.6, 28] }) } : {}),
        },
      ],
    };
    const chart = new uPlot(options, [xs, [...values]], element);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [weeks, values, color, bars, format]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.title}>{title}</figcaption>
      <div ref={host} role="img" aria-label={label} className={styles.canvas} />
    </figure>
  );
}
