import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3RVER_BUCKET = 'test-bucket';
/**
 * s3rver's built-in account. It refuses an unknown access key id (InvalidAccessKeyId), but it never computes a
 * Signature V4, so a wrong secret with the right key id is accepted: only a real S3 catches that.
 */
export const S3RVER_ACCESS_KEY = 'S3RVER';
export const S3RVER_SECRET_KEY = 'S3RVER';

export interface S3rverTestServer {
  /** http://127.0.0.1:<port> */
  readonly endpoint: string;
  /** The S3_* variables that point configFromEnv (and so createFileStorage) at this server. */
  readonly env: Readonly<Record<string, string>>;
  /** Stops the server and removes its data directory. */
  close(): Promise<void>;
}

/** An S3-compatible server on a free local port with one empty bucket, its data in a fresh temporary directory. */
export async function startS3rverTestServer(): Promise<S3rverTestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ajar-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3RVER_BUCKET }],
  });
  const removeDirectory = (): void => rmSync(directory, { recursive: true, force: true });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    removeDirectory();
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      S3_BUCKET: S3RVER_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_SECRET_KEY,
    },
    close: async () => {
      try {
        // A test that failed half way may leave a response body unread; close() would wait for it forever.
        server.httpServer?.closeAllConnections();
        await server.close();
      } finally {
        removeDirectory();
      }
    },
  };
}
