import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FromServer, ServerTrace, ToServer } from './ipc-messages';

const SERVER_ENTRY = fileURLToPath(new URL('./bench-server.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface Broadcasted {
  readonly insertMs: number;
  readonly publishMs: number;
}

export interface BenchServer {
  readonly name: string;
  readonly socketUrl: string;
  /** The users every broadcast notifies (sent once, so a trigger is a few bytes). */
  setRecipients(userIds: readonly string[]): void;
  /** Sends the trigger and settles once the server's notifyMany returned. */
  broadcast(round: number): Promise<Broadcasted>;
  /** Starts tracing the server's queries and CPU (send it before the trigger). */
  mark(round: number): void;
  trace(round: number): Promise<ServerTrace>;
  stop(): Promise<void>;
}

interface Pending {
  done(message: FromServer): void;
  failed(error: Error): void;
}

/**
 * Starts bench-server.ts (tsx) in its own process group with an IPC channel, and waits until it listens
 * on a free loopback port. `env` adds to (or with undefined removes from) the parent's environment.
 */
export async function startBenchServer(
  name: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<BenchServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  // e.g. BENCH_REALTIME_SERVER_ARGS="--cpu-prof --cpu-prof-dir=/tmp/realtime-prof" to profile the servers.
  const nodeArgs = (process.env['BENCH_REALTIME_SERVER_ARGS'] ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    detached: true,
  });
  /** Answers awaited, by `${type}:${round}`. */
  const pending = new Map<string, Pending>();
  const failAll = (error: Error): void => {
    for (const waiting of pending.values()) waiting.failed(error);
    pending.clear();
  };
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let crash: Error | null = null;
  void exited.then((code) => {
    crash = new Error(`bench server ${name} exited (code ${code})`);
    failAll(crash);
  });

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench server ${name} did not start`)), START_TIMEOUT_MS);
    void exited.then((code) =>
      reject(new Error(`bench server ${name} exited while starting (code ${code})`)),
    );
    child.on('message', (message: FromServer) => {
      if (message.type === 'listening') {
        clearTimeout(timer);
        resolve(message.port);
      } else if (message.type === 'failed') {
        failAll(new Error(`bench server ${name}: ${message.message}`));
      } else {
        const key = `${message.type}:${message.round}`;
        pending.get(key)?.done(message);
        pending.delete(key);
      }
    });
  });
  const tell = (message: ToServer): void => {
    if (crash) throw crash;
    child.send(message);
  };
  const ask = (message: ToServer & { round: number }, answer: FromServer['type']): Promise<FromServer> =>
    new Promise((done, failed) => {
      pending.set(`${answer}:${message.round}`, { done, failed });
      tell(message);
    });

  return {
    name,
    socketUrl: `ws://127.0.0.1:${port}/graphql`,
    setRecipients: (userIds) => tell({ type: 'recipients', userIds }),
    broadcast: async (round) => {
      const answer = await ask({ type: 'broadcast', round }, 'broadcasted');
      if (answer.type !== 'broadcasted') throw new Error(`unexpected answer ${answer.type}`);
      return { insertMs: answer.insertMs, publishMs: answer.publishMs };
    },
    mark: (round) => tell({ type: 'mark', round }),
    trace: async (round) => {
      const answer = await ask({ type: 'trace', round }, 'traced');
      if (answer.type !== 'traced') throw new Error(`unexpected answer ${answer.type}`);
      const { type: _type, round: _round, ...traced } = answer;
      return traced;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS)),
      ]);
      if (!stopped && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    },
  };
}
