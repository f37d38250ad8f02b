import type { ServerTrace } from './ipc-messages';
import type { Broadcasted } from './server-process';

/** One measured broadcast: when the trigger left, when each client got the event, what the server spent. */
export interface RoundRecord {
  readonly sentAt: number;
  readonly receivedAt: Float64Array;
  readonly duplicates: number;
  readonly server: Broadcasted;
  /** The clients' server, from just before the trigger until every client had the event. */
  readonly trace: ServerTrace;
}

export interface ScenarioFigures {
  readonly rounds: number;
  readonly deliveries: number;
  readonly missing: number;
  readonly duplicates: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  /** First to last delivery of a broadcast: median and worst over the rounds. */
  readonly spreadMedian: number;
  readonly spreadMax: number;
  /** Trigger to the last delivery of a broadcast, median over the rounds. */
  readonly lastMedian: number;
  /** notifyMany on the triggering server, medians over the rounds. */
  readonly insertMedian: number;
  readonly publishMedian: number;
  /** The clients' server per broadcast, medians over the rounds (see ServerTrace). */
  readonly queriesMedian: number;
  readonly lastQueryDoneMedian: number;
  readonly queryMedianMs: number;
  readonly poolWaitingMedian: number;
  readonly eventLoopMedian: number;
}

/** Exact (nearest-rank) percentile of sorted values. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export function summarise(records: readonly RoundRecord[]): ScenarioFigures {
  const latencies: number[] = [];
  const spreads: number[] = [];
  const lasts: number[] = [];
  let missing = 0;
  let duplicates = 0;
  for (const record of records) {
    let first = Number.POSITIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const at of record.receivedAt) {
      if (Number.isNaN(at)) {
        missing += 1;
        continue;
      }
      latencies.push(at - record.sentAt);
      first = Math.min(first, at);
      last = Math.max(last, at);
    }
    duplicates += record.duplicates;
    if (last >= first) {
      spreads.push(last - first);
      lasts.push(last - record.sentAt);
    }
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    rounds: records.length,
    deliveries: latencies.length,
    missing,
    duplicates,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    spreadMedian: median(spreads),
    spreadMax: Math.max(...spreads),
    lastMedian: median(lasts),
    insertMedian: median(records.map((record) => record.server.insertMs)),
    publishMedian: median(records.map((record) => record.server.publishMs)),
    queriesMedian: median(records.map((record) => record.trace.queries)),
    lastQueryDoneMedian: median(records.map((record) => record.trace.lastQueryDoneMs)),
    queryMedianMs: median(records.map((record) => record.trace.queryMedianMs)),
    poolWaitingMedian: median(records.map((record) => record.trace.poolWaitingMax)),
    eventLoopMedian: median(records.map((record) => record.trace.eventLoopUtilisation)),
  };
}
