import type { RoomMedia, SfuPass } from './room-media';

/** Janus drops a session after 60 s of silence; a keepalive every 25 s holds it. */
const KEEPALIVE_MS = 25_000;

interface JanusMessage {
  readonly janus: string;
  readonly transaction?: string;
  readonly sender?: number;
  readonly data?: { readonly id?: number };
  readonly error?: { readonly reason?: string };
  readonly plugindata?: { readonly data?: VideoRoomData };
  readonly jsep?: RTCSessionDescriptionInit;
}

interface Publisher {
  readonly id: number;
  readonly display?: string;
}

interface VideoRoomData {
  readonly videoroom?: string;
  readonly id?: number;
  readonly error?: string;
  readonly error_code?: number;
  readonly publishers?: readonly Publisher[];
  readonly unpublished?: number | 'ok';
  readonly leaving?: number | 'ok';
}

export interface JanusMediaOptions {
  /** This tab's id in the room: its publisher's display, so the others match its video to its tile. */
  readonly selfPeerId: string;
  readonly iceServers: RTCIceServer[];
  readonly localStream: MediaStream;
  /** The pass to the SFU's room (asked of the API once the tab is in the room). */
  readonly pass: () => Promise<SfuPass>;
  /** A tab's media arrived (or, with null, it stopped publishing). */
  readonly onRemoteStream: (peerId: string, stream: MediaStream | null) => void;
  /** The SFU could not be reached or refused the tab. */
  readonly onFailure: () => void;
}

/** One subscription to another tab's feed. */
interface Subscription {
  readonly handleId: number;
  readonly pc: RTCPeerConnection;
  readonly display: string;
}

/**
 * A room's media through Janus's VideoRoom, over its WebSocket API: this tab publishes its
 * camera and microphone on one handle and subscribes to each other publisher on a handle of its own. Publishers
 * are named by their tab id, so the room's people list (from our channel) and the videos (from Janus) meet.
 */
export class JanusMedia implements RoomMedia {
  private socket: WebSocket | null = null;
  private sessionId: number | null = null;
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private readonly waiting = new Map<string, (message: JanusMessage) => void>();
  private publisher: { handleId: number; pc: RTCPeerConnection } | null = null;
  private videoSender: RTCRtpSender | null = null;
  private readonly subscriptions = new Map<number, Subscription>();
  /** Which tab each publisher's feed is. */
  private readonly feedDisplays = new Map<number, string>();
  private room = 0;
  private token = '';
  private closed = false;

  constructor(private readonly options: JanusMediaOptions) {
    void this.start().catch(() => {
      if (!this.closed) options.onFailure();
    });
  }

  connect(): void {}

  async handle(): Promise<void> {}

  drop(): void {}

  async replaceVideo(track: MediaStreamTrack | null): Promise<void> {
    await this.videoSender?.replaceTrack(track);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.keepalive) clearInterval(this.keepalive);
    this.publisher?.pc.close();
    for (const subscription of this.subscriptions.values()) {
      subscription.pc.close();
      this.options.onRemoteStream(subscription.display, null);
    }
    this.subscriptions.clear();
    if (this.socket?.readyState === WebSocket.OPEN && this.sessionId !== null)
      this.socket.send(JSON.stringify({ janus: 'destroy', session_id: this.sessionId, transaction: 'bye' }));
    this.socket?.close();
  }

  private async start(): Promise<void> {
    const pass = await this.options.pass();
    this.room = Number(pass.room);
    this.token = pass.token;
    await this.open(pass.url);
    const created = await this.request({ janus: 'create' });
    this.sessionId = created.data?.id ?? null;
    this.keepalive = setInterval(() => this.send({ janus: 'keepalive' }), KEEPALIVE_MS);
    const handleId = await this.attach();
    const joined = await this.message(handleId, {
      request: 'join',
      ptype: 'publisher',
      room: this.room,
      display: this.options.selfPeerId,
      token: this.token,
    });
    if (this.closed) return;
    await this.publish(handleId);
    for (const publisher of joined.plugindata?.data?.publishers ?? []) void this.subscribe(publisher);
  }

  private open(url: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, 'janus-protocol');
      this.socket = socket;
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error('janus: socket failed'));
      socket.onclose = () => {
        if (!this.closed) this.options.onFailure();
      };
      socket.onmessage = (event) => this.receive(JSON.parse(String(event.data)) as JanusMessage);
    });
  }

  private async publish(handleId: number): Promise<void> {
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.publisher = { handleId, pc };
    const stream = this.options.localStream;
    for (const track of stream.getAudioTracks()) pc.addTrack(track, stream);
    for (const track of stream.getVideoTracks()) this.videoSender = pc.addTrack(track, stream);
    this.trickle(handleId, pc);
    await pc.setLocalDescription(await pc.createOffer());
    const answered = await this.message(
      handleId,
      { request: 'publish', audio: true, video: true },
      pc.localDescription?.toJSON() as RTCSessionDescriptionInit,
    );
    if (answered.jsep) await pc.setRemoteDescription(answered.jsep);
  }

  private async subscribe(publisher: Publisher): Promise<void> {
    const display = publisher.display;
    if (this.closed || !display || display === this.options.selfPeerId) return;
    if ([...this.subscriptions.values()].some((known) => known.display === display)) return;
    const handleId = await this.attach();
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.subscriptions.set(handleId, { handleId, pc, display });
    // Janus may name a stream per track: the tile gets one stream holding all of the feed's tracks so far.
    const tracks: MediaStreamTrack[] = [];
    pc.ontrack = ({ track }) => {
      tracks.push(track);
      this.options.onRemoteStream(display, new MediaStream(tracks));
    };
    this.trickle(handleId, pc);
    const attached = await this.message(handleId, {
      request: 'join',
      ptype: 'subscriber',
      room: this.room,
      streams: [{ feed: publisher.id }],
      token: this.token,
    });
    if (!attached.jsep || this.closed) return;
    await pc.setRemoteDescription(attached.jsep);
    await pc.setLocalDescription(await pc.createAnswer());
    await this.message(
      handleId,
      { request: 'start' },
      pc.localDescription?.toJSON() as RTCSessionDescriptionInit,
    );
  }

  /** A publisher left or stopped: its subscription closes and its tile loses the video. */
  private unsubscribe(feedId: number): void {
    for (const subscription of this.subscriptions.values()) {
      if (subscription.display !== this.feedDisplays.get(feedId)) continue;
      subscription.pc.close();
      this.subscriptions.delete(subscription.handleId);
      this.send({ janus: 'detach', handle_id: subscription.handleId });
      this.options.onRemoteStream(subscription.display, null);
    }
  }

  private trickle(handleId: number, pc: RTCPeerConnection): void {
    pc.onicecandidate = ({ candidate }) =>
      this.send({
        janus: 'trickle',
        handle_id: handleId,
        candidate: candidate ? candidate.toJSON() : { completed: true },
      });
  }

  private async attach(): Promise<number> {
    const attached = await this.request({ janus: 'attach', plugin: 'janus.plugin.videoroom' });
    const handleId = attached.data?.id;
    if (handleId === undefined) throw new Error('janus: no handle');
    return handleId;
  }

  /** A plugin message: resolves with the plugin's event for it (or fails with its error). */
  private async message(
    handleId: number,
    body: Record<string, unknown>,
    jsep?: RTCSessionDescriptionInit,
  ): Promise<JanusMessage> {
    const reply = await this.request({
      janus: 'message',
      handle_id: handleId,
      body,
      ...(jsep ? { jsep } : {}),
    });
    const data = reply.plugindata?.data;
    if (data?.error_code !== undefined) throw new Error(`janus: ${data.error ?? 'refused'}`);
    this.remember(data?.publishers);
    return reply;
  }

  private request(body: Record<string, unknown>): Promise<JanusMessage> {
    const transaction = crypto.randomUUID();
    return new Promise((resolve, reject) => {
      this.waiting.set(transaction, (message) =>
        message.janus === 'error'
          ? reject(new Error(`janus: ${message.error?.reason ?? 'error'}`))
          : resolve(message),
      );
      this.send({ ...body, transaction });
    });
  }

  private send(body: Record<string, unknown>): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    const session = this.sessionId !== null ? { session_id: this.sessionId } : {};
    this.socket.send(JSON.stringify({ transaction: crypto.randomUUID(), ...session, ...body }));
  }

  private remember(publishers: readonly Publisher[] | undefined): void {
    for (const publisher of publishers ?? [])
      if (publisher.display) this.feedDisplays.set(publisher.id, publisher.display);
  }

  private receive(message: JanusMessage): void {
    if (message.janus === 'ack') return;
    const waiter = message.transaction ? this.waiting.get(message.transaction) : undefined;
    if (waiter) {
      this.waiting.delete(message.transaction ?? '');
      waiter(message);
      return;
    }
    if (message.janus !== 'event' || message.sender !== this.publisher?.handleId) return;
    const data = message.plugindata?.data;
    if (!data) return;
    this.remember(data.publishers);
    for (const publisher of data.publishers ?? []) void this.subscribe(publisher).catch(() => undefined);
    for (const gone of [data.unpublished, data.leaving]) if (typeof gone === 'number') this.unsubscribe(gone);
  }
}
