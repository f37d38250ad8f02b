import type { ChildProcess } from 'node:child_process';

/** Ends a detached child and everything it started (its process group). */
export function stopProcessGroup(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Polls `url` every half second until it answers 2xx; throws after `attempts` tries. */
export async function waitForUrl(url: string, attempts = 600): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer`);
}
