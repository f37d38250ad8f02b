export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'unsupported';

export interface ShareData {
  readonly title: string;
  readonly url: string;
}

type ShareCapable = Pick<Navigator, 'share' | 'clipboard'>;

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Spec sections 5 and 8: the device's share sheet; where there is none, the link is copied; where
 * neither works, the caller shows "Your device doesn't support sharing for now".
 */
export async function shareLink(
  data: ShareData,
  device: Partial<ShareCapable> = navigator,
): Promise<ShareOutcome> {
  if (typeof device.share === 'function') {
    try {
      await device.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is the person's choice, not a failure.
      if (isAbort(error)) return 'cancelled';
    }
  }
  if (typeof device.clipboard?.writeText === 'function') {
    try {
      await device.clipboard.writeText(data.url);
      return 'copied';
    } catch {
      return 'unsupported';
    }
  }
  return 'unsupported';
}
