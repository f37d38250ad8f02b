import { describe, expect, it } from 'vitest';
import {
  characterCount,
  compareMessageIds,
  markSeen,
  mergeMessages,
  unreadFromOthers,
} from './chat-messages';
import { formatDayDivider, formatRoomTime } from './chat-time';
import { chatMessage } from './testing/chat-fixtures';

describe('chat messages', () => {
  it('orders ids as numbers, whatever their length', () => {
    expect(['10', '9', '100', '11'].sort(compareMessageIds)).toEqual(['9', '10', '11', '100']);
  });

  it('merges pages and live events once each, oldest first, the newer copy winning', () => {
    const one = chatMessage(1, 'a', 'one');
    const two = chatMessage(2, 'b', 'two');
    const ten = chatMessage(10, 'a', 'ten');
    const merged = mergeMessages([two, ten], [one, { ...two, seen: true }, ten]);
    expect(merged.map((message) => [message._id, message.seen])).toEqual([
      ['1', false],
      ['2', true],
      ['10', false],
    ]);
  });

  it('never takes seen back when a stale copy arrives after the read receipt', () => {
    const sent = chatMessage(5, 'me', 'hello');
    const merged = mergeMessages([{ ...sent, seen: true }], [sent]);
    expect(merged[0]?.seen).toBe(true);
  });

  it('finds the other member’s unread messages and marks them seen', () => {
    const list = [
      chatMessage(1, 'me', 'mine'),
      chatMessage(2, 'you', 'a'),
      chatMessage(3, 'you', 'b', { seen: true }),
    ];
    expect(unreadFromOthers(list, 'me')).toEqual(['2']);
    expect(unreadFromOthers(markSeen(list, ['2']), 'me')).toEqual([]);
  });

  it('counts characters as the API does (an emoji is one)', () => {
    expect(characterCount('hi 👋')).toBe(4);
  });
});

describe('chat times in the market’s time zone', () => {
  const now = new Date('2025-03-03T10:00:00.000Z');
  const labels = { today: 'Today', yesterday: 'Yesterday' };

  it('shows the clock today, "Yesterday", then the date', () => {
    expect(formatRoomTime('2025-03-03T01:05:00.000Z', 'sg', labels, now)).toBe('09:05');
    expect(formatRoomTime('2025-03-02T01:05:00.000Z', 'sg', labels, now)).toBe('Yesterday');
    expect(formatRoomTime('2025-02-20T01:05:00.000Z', 'sg', labels, now)).toBe('20 Feb');
    expect(formatRoomTime('2024-02-20T01:05:00.000Z', 'sg', labels, now)).toBe('20 Feb 2024');
  });

  it('counts days where the market is: 23:30 UTC is already tomorrow in Jakarta', () => {
    expect(formatDayDivider('2025-03-02T23:30:00.000Z', 'id', labels, now)).toBe('Today');
    expect(formatDayDivider('2025-03-02T23:30:00.000Z', 'us', labels, now)).toBe('Yesterday');
  });
});
