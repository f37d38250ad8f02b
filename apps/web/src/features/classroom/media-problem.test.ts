import { describe, expect, it } from 'vitest';
import { mediaProblemOf, unsupportedProblem } from './media-problem';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('the media problem pages', () => {
  it('chooses the page by the failure', () => {
    expect(mediaProblemOf(named('NotAllowedError'))).toBe('denied');
    expect(mediaProblemOf(named('SecurityError'))).toBe('denied');
    expect(mediaProblemOf(named('NotFoundError'))).toBe('noDevice');
    expect(mediaProblemOf(named('OverconstrainedError'))).toBe('noDevice');
    expect(mediaProblemOf(named('NotReadableError'))).toBe('failed');
    expect(mediaProblemOf('odd')).toBe('failed');
  });

  it('calls a browser without WebRTC or getUserMedia unsupported', () => {
    const getUserMedia = () => undefined;
    class RTCPeerConnection {}
    expect(
      unsupportedProblem({ RTCPeerConnection, navigator: { mediaDevices: { getUserMedia } } }),
    ).toBeNull();
    expect(unsupportedProblem({ navigator: { mediaDevices: { getUserMedia } } })).toBe('unsupported');
    expect(unsupportedProblem({ RTCPeerConnection, navigator: {} })).toBe('unsupported');
    expect(unsupportedProblem({ RTCPeerConnection })).toBe('unsupported');
  });
});
