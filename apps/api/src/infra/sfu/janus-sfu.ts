import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { SfuConfig } from '../../config';
import type { Sfu, SfuPass } from './sfu';

/** Janus answers a request this fast or the call fails (the caller shows a room error; nothing is half done). */
const JANUS_TIMEOUT_MS = 5_000;
/** VideoRoom's answer when a room id is taken: another API process opened the room first. */
const ROOM_EXISTS = 427;

interface JanusReply {
  readonly janus: string;
  readonly data?: { readonly id?: number };
  readonly error?: { readonly code: number; readonly reason: string };
  readonly plugindata?: { readonly data?: Record<string, unknown> };
}

export class JanusError extends Error {}

/** One synchronous VideoRoom request; an answer with an error code outside `tolerated` throws. */
type VideoRoomRequest = (
  body: Record<string, unknown>,
  tolerated?: readonly number[],
) => Promise<Record<string, unknown>>;

/**
 * Janus's VideoRoom through its HTTP API. Each call opens a short session with one plugin handle and destroys
 * it afterwards, so no API process keeps state in Janus and any of them can admit or expel. A room's number,
 * secret and each person's token are derived from the room key with a keyed hash, so every process agrees on
 * them without storing anything.
 */
export class JanusSfu implements Sfu {
  constructor(
    private readonly config: SfuConfig,
    /** Keys the derived room secrets and tokens (the server's TOKEN_ENCRYPTION_KEY). */
    private readonly derivationKey: string,
  ) {}

  async admit(roomKey: string, holderKey: string, capacity: number): Promise<SfuPass> {
    const room = janusRoomNumber(roomKey);
    const token = this.derive(`token:${roomKey}:${holderKey}`);
    await this.withVideoRoom(async (request) => {
      const { exists } = await request({ request: 'exists', room });
      if (!exists) {
        await request(
          {
            request: 'create',
            room,
            description: `classroom ${roomKey}`,
            secret: this.secretOf(roomKey),
            is_private: true,
            publishers: capacity,
            allowed: [token],
            audiocodec: 'opus',
            videocodec: 'vp8',
            ...(this.config.adminKey ? { admin_key: this.config.adminKey } : {}),
          },
          [ROOM_EXISTS],
        );
      }
      await request({
        request: 'allowed',
        room,
        secret: this.secretOf(roomKey),
        action: 'add',
        allowed: [token],
      });
    });
    return { provider: 'JANUS', url: this.config.wsUrl, room: String(room), token };
  }

  async expel(roomKey: string, holderKey: string, displays: readonly string[]): Promise<void> {
    const room = janusRoomNumber(roomKey);
    const secret = this.secretOf(roomKey);
    await this.withVideoRoom(async (request) => {
      const { exists } = await request({ request: 'exists', room });
      if (!exists) return;
      const token = this.derive(`token:${roomKey}:${holderKey}`);
      await request({ request: 'allowed', room, secret, action: 'remove', allowed: [token] });
      const listed = await request({ request: 'listparticipants', room });
      const participants = (listed['participants'] ?? []) as { id: number; display?: string }[];
      for (const participant of participants)
        if (participant.display !== undefined && displays.includes(participant.display))
          await request({ request: 'kick', room, secret, id: participant.id });
    });
  }

  private secretOf(roomKey: string): string {
    return this.derive(`room:${roomKey}`);
  }

  private derive(what: string): string {
    return createHmac('sha256', this.derivationKey).update(`janus:${what}`).digest('base64url');
  }

  /** A session with one VideoRoom handle for the duration of `work`, destroyed afterwards. */
  private async withVideoRoom(work: (request: VideoRoomRequest) => Promise<void>): Promise<void> {
    const session = await this.call('', { janus: 'create' });
    const sessionId = session.data?.id;
    if (sessionId === undefined) throw new JanusError('janus: no session id');
    try {
      const attached = await this.call(`/${sessionId}`, {
        janus: 'attach',
        plugin: 'janus.plugin.videoroom',
      });
      const handleId = attached.data?.id;
      if (handleId === undefined) throw new JanusError('janus: no handle id');
      await work(async (body, tolerated = []) => {
        const reply = await this.call(`/${sessionId}/${handleId}`, { janus: 'message', body });
        const data = reply.plugindata?.data ?? {};
        const code = data['error_code'];
        if (typeof code === 'number' && !tolerated.includes(code))
          throw new JanusError(`janus ${String(body['request'])}: ${String(data['error'])}`);
        return data;
      });
    } finally {
      await this.call(`/${sessionId}`, { janus: 'destroy' }).catch(() => undefined);
    }
  }

  private async call(path: string, message: Record<string, unknown>): Promise<JanusReply> {
    const response = await fetch(`${this.config.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...message, transaction: randomUUID() }),
      signal: AbortSignal.timeout(JANUS_TIMEOUT_MS),
    });
    if (!response.ok) throw new JanusError(`janus: HTTP ${response.status}`);
    const reply = (await response.json()) as JanusReply;
    if (reply.janus === 'error') throw new JanusError(`janus: ${reply.error?.reason ?? 'error'}`);
    return reply;
  }
}

/** The VideoRoom's room number for a room key: 52 bits of its hash, so it stays an exact JSON number. */
export function janusRoomNumber(roomKey: string): number {
  return Number.parseInt(createHash('sha256').update(`janus-room:${roomKey}`).digest('hex').slice(0, 13), 16);
}
