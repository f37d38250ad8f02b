/**
 * Where the app runs, and on the server what it knows of the request it renders: the site's
 * address and whether the visitor is on a phone. The browser's first render takes the same values, so the
 * two draw the same page.
 */
export const isServer = typeof window === 'undefined';

let origin = '';
let mobile = false;

/** On the server, before each render. */
export function setRenderContext(context: { readonly origin: string; readonly mobile: boolean }): void {
  origin = context.origin;
  mobile = context.mobile;
}

/** The site's origin (`https://ajar.example`): the browser's, or on the server the rendered address's. */
export function siteOrigin(): string {
  return isServer ? origin : window.location.origin;
}

/** On the server, the visitor's device as the request tells it. */
export function renderedForMobile(): boolean {
  return mobile;
}
