import type { PagePath } from '@ajar/domain';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { withAntdScope } from '../ui/antd-scope-loader';
import type { PageMeta, PageMetaHandle, PageMetaPrefix } from './page-meta';

export interface LazyPageOptions {
  /**
   * false: the page draws no antd, so it loads without antd's scope (theme, locale; for the home
   * page's first view). Only for pages whose code, and everything it imports, is free of antd: an antd
   * component outside the scope would draw in antd's default blue.
   */
  readonly antd?: boolean;
  /**
   * Runs as the page's code is fetched, before it draws: a page asks for its data here, so the
   * answer is on its way while the code arrives. It must not wait for the answer (return null at once).
   */
  readonly loader?: LoaderFunction;
}

/**
 * A lazily loaded page under /:country: its code is fetched on first visit. Each feature's routes.ts
 * declares its pages with it, so app/ imports the list statically and the pages still load apart.
 * `path` undefined is the index route (/:country itself). A path must be one of the domain's
 * PAGE_PATHS, the list the API reads to answer 404 for any other address. `meta` names the texts of
 * the page's title and meta description (or their common prefix, 'x.meta.page' for 'x.meta.page.title' and
 * 'x.meta.page.description': shorter in the start chunk); the layout's DocumentMeta sets them from the handle.
 * The page is drawn inside antd's scope, fetched alongside it, unless `options.antd` is false.
 */
export function lazyPage(
  path: PagePath | undefined,
  load: () => Promise<ComponentType>,
  meta?: PageMeta | PageMetaPrefix,
  options: LazyPageOptions = {},
): RouteObject {
  const loadPage = options.antd === false ? load : withAntdScope(load);
  const lazy = async () => ({ Component: await loadPage() });
  const handle: PageMetaHandle | undefined =
    typeof meta === 'string'
      ? { meta: { title: `${meta}.title` as ParseKeys, description: `${meta}.description` as ParseKeys } }
      : meta && { meta };
  const loader = options.loader ? { loader: options.loader } : {};
  const route: RouteObject =
    path === undefined ? { index: true, lazy, ...loader } : { path, lazy, ...loader };
  return handle ? { ...route, handle } : route;
}
