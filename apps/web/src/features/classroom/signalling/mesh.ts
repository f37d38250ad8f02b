/**
 * The room's WebRTC mesh (rooms of up to CLASSROOM_MESH_MAX): one RTCPeerConnection per other tab,
 * negotiated with the "perfect negotiation" pattern (W3C WebRTC examples), so two tabs that offer at once
 * settle it without glare: the polite side rolls back and takes the other's offer, the impolite one ignores it.
 */

import type { MeshSignalKind, RoomMedia } from './room-media';

export interface MeshOptions {
  readonly selfPeerId: string;
  readonly iceServers: RTCIceServer[];
  /** The tracks every connection sends (the camera's video may be swapped for the screen's). */
  readonly localStream: MediaStream;
  readonly send: (kind: MeshSignalKind, to: string, payload: string) => void;
  /** A peer's media arrived (or, with null, its connection closed). */
  readonly onRemoteStream: (peerId: string, stream: MediaStream | null) => void;
  readonly onConnectionState?: (peerId: string, state: RTCPeerConnectionState) => void;
  /** Made in tests; the browser's by default. */
  readonly createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

interface Link {
  readonly pc: RTCPeerConnection;
  readonly polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  /** Candidates that came before the remote description they belong to. */
  readonly pendingCandidates: RTCIceCandidateInit[];
  /** What sends our video (the camera's, or the screen's while sharing). */
  videoSender: RTCRtpSender | null;
}

export class Mesh implements RoomMedia {
  private readonly links = new Map<string, Link>();
  private videoTrack: MediaStreamTrack | null;

  constructor(private readonly options: MeshOptions) {
    this.videoTrack = options.localStream.getVideoTracks()[0] ?? null;
  }

  /** Connects to a tab (a newcomer); once per tab. */
  connect(peerId: string): void {
    this.linkTo(peerId);
  }

  /** The connection to a tab, made on first need (a newcomer, or one that negotiates with us first). */
  private linkTo(peerId: string): Link {
    const known = this.links.get(peerId);
    if (known) return known;
    const { options } = this;
    const create = options.createConnection ?? ((config) => new RTCPeerConnection(config));
    const pc = create({ iceServers: options.iceServers });
    // The tab with the greater id is polite: the two sides always agree who yields.
    const link: Link = {
      pc,
      polite: options.selfPeerId > peerId,
      makingOffer: false,
      ignoreOffer: false,
      pendingCandidates: [],
      videoSender: null,
    };
    this.links.set(peerId, link);
    const stream = options.localStream;
    for (const track of stream.getAudioTracks()) pc.addTrack(track, stream);
    if (this.videoTrack) link.videoSender = pc.addTrack(this.videoTrack, stream);

    pc.onnegotiationneeded = async () => {
      try {
        link.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) options.send('OFFER', peerId, JSON.stringify(pc.localDescription));
      } catch {
        // A failed offer is retried by the next negotiationneeded; the connection state reports a lasting failure.
      } finally {
        link.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.send('ICE', peerId, JSON.stringify(candidate.toJSON()));
    };
    pc.ontrack = ({ streams, track }) => {
      options.onRemoteStream(peerId, streams[0] ?? new MediaStream([track]));
    };
    pc.onconnectionstatechange = () => options.onConnectionState?.(peerId, pc.connectionState);
    return link;
  }

  /** An OFFER, ANSWER or ICE from `from`. */
  async handle(kind: MeshSignalKind, from: string, payload: string): Promise<void> {
    const link = this.linkTo(from);
    const { pc } = link;
    if (kind === 'ICE') {
      const candidate = JSON.parse(payload) as RTCIceCandidateInit;
      if (!pc.remoteDescription) {
        link.pendingCandidates.push(candidate);
        return;
      }
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        if (!link.ignoreOffer) throw error;
      }
      return;
    }
    const description = JSON.parse(payload) as RTCSessionDescriptionInit;
    const collision = description.type === 'offer' && (link.makingOffer || pc.signalingState !== 'stable');
    link.ignoreOffer = !link.polite && collision;
    if (link.ignoreOffer) return;
    await pc.setRemoteDescription(description);
    for (const candidate of link.pendingCandidates.splice(0))
      await pc.addIceCandidate(candidate).catch(() => undefined);
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      if (pc.localDescription) this.options.send('ANSWER', from, JSON.stringify(pc.localDescription));
    }
  }

  /** Sends another video track (the screen, or the camera again) on every connection, without renegotiating. */
  async replaceVideo(track: MediaStreamTrack | null): Promise<void> {
    this.videoTrack = track;
    await Promise.all(
      [...this.links.values()].flatMap((link) =>
        link.videoSender ? [link.videoSender.replaceTrack(track)] : [],
      ),
    );
  }

  /** A tab left: its connection closes. */
  drop(peerId: string): void {
    const link = this.links.get(peerId);
    if (!link) return;
    link.pc.close();
    this.links.delete(peerId);
    this.options.onRemoteStream(peerId, null);
  }

  close(): void {
    for (const peerId of [...this.links.keys()]) this.drop(peerId);
  }
}
