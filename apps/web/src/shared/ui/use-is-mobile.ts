import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '@ajar/domain';
import { serverRenderPayload } from '../ssr/payload';
import { isServer, renderedForMobile } from '../ssr/render-context';

const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

function subscribe(listener: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

const isMobileNow = (): boolean => mediaQuery()?.matches ?? false;

/** The layout the server drew: on the server its guess, in the browser taking over, the same. */
const serverDrewMobile = (): boolean =>
  isServer ? renderedForMobile() : (serverRenderPayload()?.mobile ?? false);

/** Spec section 9: mobile is up to 767.98 px wide. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, serverDrewMobile);
}
