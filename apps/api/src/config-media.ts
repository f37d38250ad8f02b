import { CLASSROOM_MESH_MAX, CLASSROOM_SFU_FROM_DEFAULT } from '@ajar/domain';
import { z } from 'zod';

/** One STUN or TURN server the classroom's browsers use (RTCIceServer). */
export interface IceServer {
  readonly urls: readonly string[];
  readonly username?: string | undefined;
  readonly credential?: string | undefined;
}

/** Outside production, unset ICE_SERVERS is a public STUN server: enough on one network, no TURN relay. */
export const DEVELOPMENT_ICE_SERVERS: readonly IceServer[] = [{ urls: ['stun:stun.l.google.com:19302'] }];

const iceServersSchema = z
  .array(
    z.object({
      urls: z.union([z.string(), z.array(z.string()).min(1)]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  )
  .min(1);

/**
 * ICE_SERVERS: a JSON list of {urls, username?, credential?}. Production is closed by default: without it the
 * classroom would quietly fail for everyone behind a strict network, so an unset list is refused there.
 */
export function iceServersOf(
  raw: string | undefined,
  isProduction: boolean,
  problems: string[],
): readonly IceServer[] {
  if (raw === undefined) {
    if (isProduction) problems.push('ICE_SERVERS must be set (a JSON list of STUN/TURN servers)');
    return DEVELOPMENT_ICE_SERVERS;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    problems.push('ICE_SERVERS must be JSON');
    return [];
  }
  const parsed = iceServersSchema.safeParse(json);
  if (!parsed.success) {
    problems.push('ICE_SERVERS must be a list of {urls, username?, credential?}');
    return [];
  }
  const servers = parsed.data.map((server) => ({
    urls: typeof server.urls === 'string' ? [server.urls] : server.urls,
    username: server.username,
    credential: server.credential,
  }));
  const badUrl = servers.flatMap((server) => server.urls).find((url) => !/^(stuns?|turns?):/.test(url));
  if (badUrl !== undefined) problems.push(`ICE_SERVERS has a URL that is not stun:, stuns:, turn: or turns:`);
  return servers;
}

/** The SFU large rooms go through: Janus and its VideoRoom plugin, when JANUS_URL is set. */
export interface SfuConfig {
  readonly provider: 'janus';
  /** Janus's HTTP API, which the API server calls to open rooms and admit or expel people. */
  readonly apiUrl: string;
  /** Janus's WebSocket address, which browsers connect to. */
  readonly wsUrl: string;
  /** The VideoRoom plugin's admin_key, when Janus has one (production requires it: nobody else opens rooms). */
  readonly adminKey: string | undefined;
  /** Rooms of this many seats or more use the SFU (CLASSROOM_SFU_FROM; default CLASSROOM_MESH_MAX + 1). */
  readonly from: number;
}

export interface SfuEnv {
  readonly JANUS_URL?: string | undefined;
  readonly JANUS_WS_URL?: string | undefined;
  readonly JANUS_ADMIN_KEY?: string | undefined;
  readonly CLASSROOM_SFU_FROM?: number | undefined;
}

/** JANUS_URL, JANUS_WS_URL, JANUS_ADMIN_KEY and CLASSROOM_SFU_FROM; none set: every room is a mesh. */
export function sfuOf(
  e: SfuEnv,
  isProduction: boolean,
  secretMinLength: number,
  problems: string[],
): SfuConfig | undefined {
  if (!e.JANUS_URL) {
    if (e.JANUS_WS_URL) problems.push('JANUS_WS_URL is set without JANUS_URL');
    return undefined;
  }
  if (!e.JANUS_WS_URL)
    problems.push('JANUS_WS_URL must be set with JANUS_URL (the address browsers connect to)');
  else if (!/^wss?:\/\//.test(e.JANUS_WS_URL)) problems.push('JANUS_WS_URL must be a ws: or wss: URL');
  else if (isProduction && !e.JANUS_WS_URL.startsWith('wss://'))
    problems.push('JANUS_WS_URL must be a wss: URL in production');
  if (isProduction && (e.JANUS_ADMIN_KEY ?? '').length < secretMinLength)
    problems.push(
      `JANUS_ADMIN_KEY must be set (at least ${secretMinLength} characters) with JANUS_URL in production`,
    );
  const from = e.CLASSROOM_SFU_FROM ?? CLASSROOM_SFU_FROM_DEFAULT;
  if (from < 2 || from > CLASSROOM_MESH_MAX + 1)
    problems.push(`CLASSROOM_SFU_FROM must be between 2 and ${CLASSROOM_MESH_MAX + 1}`);
  return {
    provider: 'janus',
    apiUrl: e.JANUS_URL.replace(/\/+$/, ''),
    wsUrl: e.JANUS_WS_URL ?? '',
    adminKey: e.JANUS_ADMIN_KEY,
    from,
  };
}
