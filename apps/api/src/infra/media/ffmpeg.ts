/**
 * ffmpeg, when the machine has it (Debian's `ffmpeg` package installs /usr/bin/ffmpeg). Nothing requires it:
 * callers get null and fall back. FFMPEG_PATH names another binary, or turns it off when empty.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CANDIDATES = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'] as const;
const FRAME_TIMEOUT_MS = 20_000;
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The ffmpeg binary to use, or null. Looked up on every call (cheap), so tests and installs need no restart. */
export function locateFfmpeg(): string | null {
  const configured = process.env['FFMPEG_PATH'];
  if (configured !== undefined) return configured && isExecutable(configured) ? configured : null;
  return CANDIDATES.find(isExecutable) ?? null;
}

function run(binary: string, args: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      args,
      { encoding: 'buffer', timeout: FRAME_TIMEOUT_MS, maxBuffer: MAX_FRAME_BYTES, windowsHide: true },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
}

/**
 * The first frame of a video as PNG bytes, or null when ffmpeg is absent or cannot read the file. The
 * video goes through a private temporary file: MP4s keep their index at the end, which a pipe cannot seek to.
 */
export async function firstFramePng(video: Uint8Array, extension: string): Promise<Buffer | null> {
  const ffmpeg = locateFfmpeg();
  if (!ffmpeg) return null;
  const dir = await mkdtemp(join(tmpdir(), 'ajar-frame-'));
  try {
    const input = join(dir, `video.${extension.replace(/[^a-z0-9]/gi, '') || 'bin'}`);
    await writeFile(input, video);
    const frame = await run(ffmpeg, [
      '-nostdin',
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      input,
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      'pipe:1',
    ]);
    return frame.byteLength > 0 ? frame : null;
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
