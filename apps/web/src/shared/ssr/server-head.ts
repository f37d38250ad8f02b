import { isServer } from './render-context';

/**
 * The page's title and description as a render on the server draws them: in the browser the
 * layout and pages set them in effects, which never run on the server.
 */
let title: string | null = null;
let pageTitle: string | null = null;
let description: string | null = null;

export const serverHead = {
  reset(): void {
    title = null;
    pageTitle = null;
    description = null;
  },
  /** The route's title and description (DocumentMeta). */
  setRoute(routeTitle: string | null, routeDescription: string | null): void {
    if (!isServer) return;
    title = routeTitle;
    description = routeDescription;
  },
  /** A page's own title (useDocumentTitle), which wins over the route's. */
  setPage(ownTitle: string | null): void {
    if (isServer && ownTitle) pageTitle = ownTitle;
  },
  title: (): string | null => pageTitle ?? title,
  description: (): string | null => description,
};
