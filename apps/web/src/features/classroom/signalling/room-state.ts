import type { ClassroomRole } from '@ajar/domain';

/** One signal as the room's subscription delivers it. */
export interface RoomSignal {
  readonly kind: string;
  readonly to?: string | null;
  readonly payload: string;
  readonly sentAt: string;
  readonly from?: {
    readonly peerId: string;
    readonly userId: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly role: ClassroomRole;
  } | null;
}

/** A remote tab in the room and what it says of its camera and microphone. */
export interface RoomPeer {
  readonly peerId: string;
  readonly userId: string;
  readonly name: string;
  readonly role: ClassroomRole;
  readonly audioOn: boolean;
  readonly videoOn: boolean;
  readonly sharing: boolean;
}

export interface ChatLine {
  readonly id: string;
  readonly name: string;
  readonly text: string;
  readonly at: string;
  readonly mine: boolean;
}

/** A join, a leave or the tutor's mute: shown to everyone for a while, and read out (aria-live). */
export interface RoomNotice {
  readonly id: string;
  readonly kind: 'joined' | 'left' | 'mutedByTutor';
  readonly name: string;
}

/** Where this tab stands: in the room, left on purpose, removed by the tutor, or cut off with a refusal. */
export type RoomStatus =
  | { readonly kind: 'joining' }
  | { readonly kind: 'in' }
  | { readonly kind: 'left' }
  | { readonly kind: 'removed' }
  | { readonly kind: 'refused'; readonly messageKey: string | null };

export interface RoomState {
  readonly selfPeerId: string;
  readonly selfUserId: string;
  readonly status: RoomStatus;
  readonly peers: readonly RoomPeer[];
  readonly chat: readonly ChatLine[];
  readonly notices: readonly RoomNotice[];
  /** Set by the tutor's mute: the microphone must go off (the room obeys it once, then clears it). */
  readonly muteRequested: number;
}

export type RoomAction =
  | { readonly type: 'signal'; readonly signal: RoomSignal }
  | { readonly type: 'chatSent'; readonly name: string; readonly text: string; readonly at: string }
  | { readonly type: 'status'; readonly status: RoomStatus }
  /** A new stay of this tab (a new tab id): the room starts over. */
  | { readonly type: 'reset'; readonly selfPeerId: string };

/** How many notices stay on screen; older ones drop off. */
export const NOTICES_KEPT = 4;

export const initialRoomState = (selfPeerId: string, selfUserId: string): RoomState => ({
  selfPeerId,
  selfUserId,
  status: { kind: 'joining' },
  peers: [],
  chat: [],
  notices: [],
  muteRequested: 0,
});

const nameOf = (from: NonNullable<RoomSignal['from']>): string => `${from.firstName} ${from.lastName}`.trim();

function withPeer(peers: readonly RoomPeer[], from: NonNullable<RoomSignal['from']>): readonly RoomPeer[] {
  if (peers.some((peer) => peer.peerId === from.peerId)) return peers;
  return [
    ...peers,
    {
      peerId: from.peerId,
      userId: from.userId,
      name: nameOf(from),
      role: from.role,
      audioOn: true,
      videoOn: true,
      sharing: false,
    },
  ];
}

function notice(state: RoomState, kind: RoomNotice['kind'], name: string, id: string): readonly RoomNotice[] {
  return [...state.notices, { id, kind, name }].slice(-NOTICES_KEPT);
}

/** A MEDIA payload: `{"audio":true,"video":false,"screen":false}`; anything unreadable changes nothing. */
function mediaOf(payload: string): Partial<Pick<RoomPeer, 'audioOn' | 'videoOn' | 'sharing'>> {
  try {
    const media = JSON.parse(payload) as Record<string, unknown>;
    return {
      ...(typeof media['audio'] === 'boolean' ? { audioOn: media['audio'] } : {}),
      ...(typeof media['video'] === 'boolean' ? { videoOn: media['video'] } : {}),
      ...(typeof media['screen'] === 'boolean' ? { sharing: media['screen'] } : {}),
    };
  } catch {
    return {};
  }
}

function isRemoval(payload: string, state: RoomState): boolean {
  try {
    const removed = JSON.parse(payload) as Record<string, unknown>;
    return removed['peerId'] === state.selfPeerId || removed['userId'] === state.selfUserId;
  } catch {
    return false;
  }
}

function onSignal(state: RoomState, signal: RoomSignal): RoomState {
  const from = signal.from ?? null;
  const id = `${signal.sentAt}:${signal.kind}:${from?.peerId ?? ''}`;
  switch (signal.kind) {
    case 'JOINED':
      if (!from) return state;
      return {
        ...state,
        peers: withPeer(state.peers, from),
        notices: notice(state, 'joined', nameOf(from), id),
      };
    case 'LEFT': {
      if (!from) return state;
      const known = state.peers.some((peer) => peer.peerId === from.peerId);
      return {
        ...state,
        peers: state.peers.filter((peer) => peer.peerId !== from.peerId),
        notices: known ? notice(state, 'left', nameOf(from), id) : state.notices,
      };
    }
    case 'OFFER':
    case 'ANSWER':
    case 'ICE':
      // A tab that was in the room before this one made itself known by negotiating.
      return from ? { ...state, peers: withPeer(state.peers, from) } : state;
    case 'MEDIA':
      if (!from) return state;
      return {
        ...state,
        peers: withPeer(state.peers, from).map((peer) =>
          peer.peerId === from.peerId ? { ...peer, ...mediaOf(signal.payload) } : peer,
        ),
      };
    case 'CHAT':
      if (!from) return state;
      return {
        ...state,
        chat: [
          ...state.chat,
          { id, name: nameOf(from), text: signal.payload, at: signal.sentAt, mine: false },
        ],
      };
    case 'MUTE':
      return signal.to === state.selfPeerId
        ? {
            ...state,
            muteRequested: state.muteRequested + 1,
            notices: notice(state, 'mutedByTutor', from ? nameOf(from) : '', id),
          }
        : state;
    case 'REMOVED':
      // The server ends every tab of the removed person right after this; the payload names them.
      return isRemoval(signal.payload, state) ? { ...state, status: { kind: 'removed' } } : state;
    default:
      return state;
  }
}

/** The room as this tab knows it, from its subscription's signals and its own actions. */
export function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'signal':
      return onSignal(state, action.signal);
    case 'chatSent':
      return {
        ...state,
        chat: [
          ...state.chat,
          {
            id: `mine:${action.at}:${state.chat.length}`,
            name: action.name,
            text: action.text,
            at: action.at,
            mine: true,
          },
        ],
      };
    case 'reset':
      return initialRoomState(action.selfPeerId, state.selfUserId);
    case 'status':
      // Removed is final: a later refusal or end of the stream does not hide why.
      return state.status.kind === 'removed' ? state : { ...state, status: action.status };
  }
}
