import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEnvelope, encodeEnvelope, senderOf, type TopicEvent } from './realtime-envelope';

describe('realtime envelope', () => {
  it('gives back the sender, the time and every event, the sender readable without parsing', () => {
    const events: TopicEvent[] = [
      ['userUnread:a', { total: 1, roomId: null, unReadMsgs: null }],
      ['plain', 'text'],
    ];
    const message = encodeEnvelope({ from: 'process-1', at: 1.5, events });
    expect(senderOf(message)).toBe('process-1');
    expect(decodeEnvelope(message)).toEqual({ from: 'process-1', at: 1.5, events });
  });

  it('round-trips any JSON payloads', () => {
    const json = fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), json)), (events) => {
        expect(decodeEnvelope(encodeEnvelope({ from: 'p', at: 2, events })).events).toEqual(events);
      }),
    );
  });

  it('refuses what is not an envelope', () => {
    for (const message of [
      '',
      'no separator',
      '|{}',
      'p|not json',
      'p|{"at":1}',
      'p|{"at":1,"events":[[1,2]]}',
    ])
      expect(() => decodeEnvelope(message)).toThrow();
    expect(senderOf('no separator')).toBe('');
  });
});
