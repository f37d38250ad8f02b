import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../../shared/i18n/i18n';
import type { PageNamespace } from './en-namespaces';

/**
 * The routes with the English texts of these namespaces loading beside each page's code: a page's own
 * namespace and those of the other areas' parts it draws (the shell carries only its own texts).
 */
export function withRouteTexts(namespaces: readonly PageNamespace[], routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const withTexts: RouteObject =
      typeof lazy === 'function'
        ? {
            ...route,
            lazy: () => Promise.all([lazy(), loadNamespaces(namespaces)]).then(([loaded]) => loaded),
          }
        : route;
    return children ? { ...withTexts, children: withRouteTexts(namespaces, children) } : withTexts;
  }) as RouteObject[];
}
