import http from 'node:http';

export interface OpenLoopFigures {
  /** Milliseconds from each request's scheduled start to its full response, in send order. */
  readonly latencies: number[];
  /** Responses outside 2xx. */
  readonly non2xx: number;
  /** Transport errors and timeouts. */
  readonly errors: number;
  /** Requests actually sent per second over the run. */
  readonly achievedRate: number;
}

interface OpenLoopOptions {
  readonly url: string;
  readonly rate: number;
  readonly seconds: number;
  /** The JSON body of the n-th request. */
  readonly body: (n: number) => string;
  /** Extra headers of the n-th request (e.g. a session token). */
  readonly headers?: (n: number) => Record<string, string>;
  readonly timeoutMs?: number;
}

/**
 * A fixed arrival rate: request n is sent at start + n/rate whatever the earlier ones are doing (an open
 * model, like real users), and its latency counts from that scheduled moment, so a stalled server shows
 * as queueing instead of lowering the load (no coordinated omission). autocannon's overallRate runs one
 * timer per connection and sends in bursts, which measures the bursts rather than the server.
 */
export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(options.url);
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = new Array<number>(total).fill(Number.NaN);
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];

  const send = (n: number, scheduled: number): Promise<void> =>
    new Promise((done) => {
      const body = options.body(n);
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...options.headers?.(n),
          },
          timeout: options.timeoutMs ?? 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies[n] = performance.now() - scheduled;
            if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx += 1;
            done();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        done();
      });
      request.end(body);
    });

  for (let n = 0; n < total; n += 1) {
    const scheduled = started + (n * 1000) / options.rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resume) => setTimeout(resume, wait));
    pending.push(send(n, scheduled));
  }
  const sendSeconds = (performance.now() - started) / 1000;
  await Promise.all(pending);
  agent.destroy();
  return {
    latencies: latencies.filter((latency) => !Number.isNaN(latency)),
    non2xx,
    errors,
    achievedRate: total / Math.max(sendSeconds, options.seconds),
  };
}
