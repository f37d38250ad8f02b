import { serverHead } from '../ssr/server-head';
import { useEffect } from 'react';

/**
 * The tab's title has two sources: the route's default (set by the layout's DocumentMeta from the
 * route table) and titles pages set for themselves (a tutor's name, a searched subject). React runs a
 * page's effects before its layout's, so each source writing document.title would let the layout win;
 * both go through here instead, and the newest page title wins over the route's.
 */
const pageTitles: { readonly title: string }[] = [];
let routeTitle: string | null = null;

function apply(): void {
  const title = pageTitles.at(-1)?.title ?? routeTitle;
  if (title) document.title = title;
}

/** The current route's default title (null when it has none); pages' own titles still win. */
export function setRouteTitle(title: string | null): void {
  routeTitle = title;
  apply();
}

/** Sets the tab's full title while the page is shown, over its route's default. */
export function useDocumentTitle(title: string | null): void {
  serverHead.setPage(title);
  useEffect(() => {
    if (!title) return undefined;
    const entry = { title };
    // Without a route default (a page rendered on its own) the previous title comes back after.
    const previous = document.title;
    pageTitles.push(entry);
    apply();
    return () => {
      pageTitles.splice(pageTitles.indexOf(entry), 1);
      if (routeTitle === null && pageTitles.length === 0) document.title = previous;
      else apply();
    };
  }, [title]);
}
