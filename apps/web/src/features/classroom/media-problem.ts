/** Why the classroom cannot start this browser's media: each has its own page. */
export type MediaProblem = 'denied' | 'noDevice' | 'unsupported' | 'failed';

/** What the browser offers: video calling (RTCPeerConnection) and the camera and microphone (getUserMedia). */
export interface MediaAbilities {
  readonly RTCPeerConnection?: unknown;
  readonly navigator?: { readonly mediaDevices?: { readonly getUserMedia?: unknown } | undefined };
}

/** 'unsupported' when the browser lacks WebRTC or getUserMedia (an old browser, or http on another host). */
export function unsupportedProblem(abilities: MediaAbilities): MediaProblem | null {
  const gum = abilities.navigator?.mediaDevices?.getUserMedia;
  return typeof abilities.RTCPeerConnection === 'function' && typeof gum === 'function'
    ? null
    : 'unsupported';
}

/** The page for a getUserMedia failure, by the DOMException's name. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noDevice';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
