import { useCallback, useEffect, useState } from 'react';
import { mediaProblemOf, unsupportedProblem, type MediaProblem } from './media-problem';

export type LocalMedia =
  | { readonly kind: 'starting' }
  | { readonly kind: 'ready'; readonly stream: MediaStream }
  | { readonly kind: 'problem'; readonly problem: MediaProblem };

/**
 * The camera and microphone for the class: asked once the page opens (the pre-join preview), stopped when the
 * page goes. `retry` asks again (after the person allowed them in the browser, or plugged a device in).
 * `video: false` asks for the microphone only (an audio-only study room).
 */
export function useLocalMedia(options: { video?: boolean } = {}): { media: LocalMedia; retry: () => void } {
  const withVideo = options.video !== false;
  const [attempt, setAttempt] = useState(0);
  const [media, setMedia] = useState<LocalMedia>({ kind: 'starting' });
  useEffect(() => {
    const unsupported = unsupportedProblem(window);
    if (unsupported) {
      setMedia({ kind: 'problem', problem: unsupported });
      return undefined;
    }
    let stream: MediaStream | null = null;
    let gone = false;
    setMedia({ kind: 'starting' });
    navigator.mediaDevices
      .getUserMedia({
        audio: true,
        video: withVideo ? { width: { ideal: 640 }, height: { ideal: 480 } } : false,
      })
      .then(
        (started) => {
          stream = started;
          if (gone) started.getTracks().forEach((track) => track.stop());
          else setMedia({ kind: 'ready', stream: started });
        },
        (error: unknown) => {
          if (!gone) setMedia({ kind: 'problem', problem: mediaProblemOf(error) });
        },
      );
    return () => {
      gone = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [attempt, withVideo]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { media, retry };
}
