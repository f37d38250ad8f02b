import { percentile } from '../lib/percentile';
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
  /** A server with no clients on the same Redis, over the same time (cross-process scenario only). */
  readonly observerTrace?: ServerTrace | undefined;
}

type Hop = ServerTrace['hops'][number];

/** Redis hops per event: every event of a message shares its message's hop. */
export interface HopFigures {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  /** Redis messages per broadcast, median. */
  readonly messagesMedian: number;
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
  /** Publish on the sender → the event in the clients' server, ready for its socket. NaN in memory. */
  readonly hop: HopFigures;
  /** Per broadcast, the hops the client-less observer server received. */
  readonly observerHops: readonly (readonly Hop[])[];
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
    hop: summariseHops(records.map((record) => record.trace.hops)),
    observerHops: records.map((record) => record.observerTrace?.hops ?? []),
  };
}

/** Hop figures over broadcasts, each given as the Redis messages one server received for it. */
export function summariseHops(broadcasts: readonly (readonly Hop[])[]): HopFigures {
  const perEvent = Float64Array.from(
    broadcasts.flatMap((hops) => hops.flatMap((hop) => Array<number>(hop.events).fill(hop.hopMs))),
  ).sort();
  return {
    p50: percentile(perEvent, 50),
    p95: percentile(perEvent, 95),
    max: perEvent[perEvent.length - 1] ?? Number.NaN,
    messagesMedian: median(broadcasts.map((hops) => hops.length)),
  };
}

/** The delivery latencies of one broadcast, ms (missing deliveries left out). */
function roundLatencies(record: RoundRecord): number[] {
  const values: number[] = [];
  for (const at of record.receivedAt) if (!Number.isNaN(at)) values.push(at - record.sentAt);
  return values;
}

/** Small seeded generator, so the interval is the same for the same data. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The added p95 of a, paired with b: rounds of a and b were measured in turns (a1 b1 a2 b2 …), so
 * each pair saw the same conditions. The median over pairs of (round p95 of a − round p95 of b), and a
 * 95% bootstrap interval of that median. Robust to the odd slow round (a GC pause, the load generator).
 */
export function pairedP95Difference(
  a: readonly RoundRecord[],
  b: readonly RoundRecord[],
  iterations = 2000,
): { median: number; low: number; high: number } {
  const roundP95 = (record: RoundRecord) => percentile(Float64Array.from(roundLatencies(record)).sort(), 95);
  const pairs = Math.min(a.length, b.length);
  const differences = Array.from(
    { length: pairs },
    (_, index) => roundP95(a[index] as RoundRecord) - roundP95(b[index] as RoundRecord),
  );
  const random = mulberry32(20261123);
  const medians: number[] = [];
  for (let n = 0; n < iterations; n += 1)
    medians.push(median(Array.from({ length: pairs }, () => differences[Math.floor(random() * pairs)] ?? 0)));
  const sorted = Float64Array.from(medians).sort();
  return { median: median(differences), low: percentile(sorted, 2.5), high: percentile(sorted, 97.5) };
}
