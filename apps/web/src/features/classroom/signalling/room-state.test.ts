import { describe, expect, it } from 'vitest';
import { NOTICES_KEPT, initialRoomState, roomReducer, type RoomSignal, type RoomState } from './room-state';

const SELF = 'peer-b';
const tutor = {
  peerId: 'peer-a',
  userId: 'user-a',
  firstName: 'Wei',
  lastName: 'Tan',
  role: 'TUTOR' as const,
};
const signal = (kind: string, more: Partial<RoomSignal> = {}): RoomSignal => ({
  kind,
  payload: '',
  sentAt: `2026-03-01T10:00:0${kind.length % 10}.000Z`,
  from: tutor,
  ...more,
});
const run = (...signals: RoomSignal[]): RoomState =>
  signals.reduce(
    (state, next) => roomReducer(state, { type: 'signal', signal: next }),
    initialRoomState(SELF, 'user-b'),
  );

describe('the room reducer', () => {
  it('adds a peer on join, shows the join, and drops it on leave', () => {
    const joined = run(signal('JOINED'));
    expect(joined.peers).toEqual([
      {
        peerId: 'peer-a',
        userId: 'user-a',
        name: 'Wei Tan',
        role: 'TUTOR',
        audioOn: true,
        videoOn: true,
        sharing: false,
      },
    ]);
    expect(joined.notices.map((notice) => [notice.kind, notice.name])).toEqual([['joined', 'Wei Tan']]);
    const left = roomReducer(joined, { type: 'signal', signal: signal('LEFT') });
    expect(left.peers).toEqual([]);
    expect(left.notices.map((notice) => notice.kind)).toEqual(['joined', 'left']);
  });

  it('learns of a tab that was there first from its offer, without a notice', () => {
    const state = run(signal('OFFER', { to: SELF, payload: '{}' }));
    expect(state.peers.map((peer) => peer.peerId)).toEqual(['peer-a']);
    expect(state.notices).toEqual([]);
  });

  it('follows media states and keeps the chat in order', () => {
    const state = run(
      signal('MEDIA', { payload: '{"audio":false,"video":true,"screen":true}' }),
      signal('CHAT', { payload: 'Hello' }),
      signal('MEDIA', { payload: 'not json' }),
    );
    expect(state.peers[0]).toMatchObject({ audioOn: false, videoOn: true, sharing: true });
    const withMine = roomReducer(state, { type: 'chatSent', name: 'Nadia', text: 'Hi!', at: 'x' });
    expect(withMine.chat.map((line) => [line.name, line.text, line.mine])).toEqual([
      ['Wei Tan', 'Hello', false],
      ['Nadia', 'Hi!', true],
    ]);
  });

  it('obeys a mute addressed to this tab only', () => {
    expect(run(signal('MUTE', { to: 'peer-c' })).muteRequested).toBe(0);
    const muted = run(signal('MUTE', { to: SELF }));
    expect(muted.muteRequested).toBe(1);
    expect(muted.notices.at(-1)?.kind).toBe('mutedByTutor');
  });

  it('ends in removed when the tutor removes this tab or its user, and stays there', () => {
    expect(run(signal('REMOVED', { payload: '{"peerId":"peer-c","userId":"user-c"}' })).status.kind).toBe(
      'joining',
    );
    const removed = run(signal('REMOVED', { payload: '{"peerId":"other-tab","userId":"user-b"}' }));
    expect(removed.status.kind).toBe('removed');
    expect(roomReducer(removed, { type: 'status', status: { kind: 'left' } }).status.kind).toBe('removed');
  });

  it('keeps the last few notices', () => {
    const many = Array.from({ length: NOTICES_KEPT + 2 }, (_, index) =>
      signal('JOINED', { from: { ...tutor, peerId: `p${index}` }, sentAt: `t${index}` }),
    );
    expect(run(...many).notices).toHaveLength(NOTICES_KEPT);
  });
});
