/** The two API processes of the media journeys, and the services they share. */
const firstPort = Number(process.env.E2E_MEDIA_PORT ?? 3150);

export interface MediaServer {
  readonly name: 'first' | 'second';
  readonly port: number;
  readonly url: string;
}

export const MEDIA_SERVERS: readonly [MediaServer, MediaServer] = [
  { name: 'first', port: firstPort, url: `http://127.0.0.1:${firstPort}` },
  { name: 'second', port: firstPort + 1, url: `http://127.0.0.1:${firstPort + 1}` },
];

export const MEDIA_DATABASE_URL =
  process.env.E2E_MEDIA_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ajar_e2e_media';
export const MEDIA_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const JANUS_URL = process.env.JANUS_URL ?? 'http://127.0.0.1:8088/janus';
export const JANUS_WS_URL = process.env.JANUS_WS_URL ?? 'ws://127.0.0.1:8188';

export function mediaServerEnv(server: MediaServer, repoRoot: string): Record<string, string> {
  return {
    PORT: String(server.port),
    PUBLIC_URL: server.url,
    NODE_ENV: 'test',
    // One uploads folder for both, as one bucket would be in production.
    DATA_DIR: `${repoRoot}/data/e2e-media`,
    DATABASE_URL: MEDIA_DATABASE_URL,
    REDIS_URL: MEDIA_REDIS_URL,
    JANUS_URL,
    JANUS_WS_URL,
    // Rooms of 3 or more go through Janus; a one-to-one lesson stays a mesh.
    CLASSROOM_SFU_FROM: '3',
    ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: '1000',
  };
}
