import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { REPO_ROOT } from '../config';

/** Real API processes (`tsx src/main.ts`) for the tests that need more than one server on one database. */

/** How long a process may take to answer; two tsx servers starting on a busy machine are slow. */
export const API_START_TIMEOUT_MS = 150_000;
const OUTPUT_KEPT = 60;

export interface ApiProcess {
  readonly name: string;
  readonly child: ChildProcess;
  readonly baseUrl: string;
  readonly socketUrl: string;
  /** The process's last output lines, for a failure message. */
  output(): string;
  readonly exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `tsx apps/api/src/main.ts` in its own process group and waits for GET /isServerRun. */
export async function startApi(name: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn('npx', ['tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer): void => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(lines.length - OUTPUT_KEPT, 0));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const api: ApiProcess = {
    name,
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    socketUrl: `ws://127.0.0.1:${port}/graphql`,
    output: () => lines.join('\n'),
    exited,
  };
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`API ${name} exited while starting:\n${api.output()}`);
    if (Date.now() > deadline) {
      await stopApi(api);
      throw new Error(`API ${name} did not answer in time:\n${api.output()}`);
    }
    const answered = await fetch(`${api.baseUrl}/isServerRun`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return api;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM to the whole group (npx, tsx and node), SIGKILL if it lingers. */
export async function stopApi(api: ApiProcess | undefined): Promise<void> {
  if (!api?.child.pid || api.child.exitCode !== null) return;
  const signalGroup = (signal: NodeJS.Signals): void => {
    try {
      process.kill(-(api.child.pid ?? 0), signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const stopped = await Promise.race([
    api.exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
  if (!stopped) signalGroup('SIGKILL');
}
