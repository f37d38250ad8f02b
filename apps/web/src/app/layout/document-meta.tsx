import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useMatches } from 'react-router';
import { brandedTitle, pageMetaOf } from '../../shared/routing/page-meta';
import { serverHead } from '../../shared/ssr/server-head';
import { setRouteTitle } from '../../shared/ui/use-document-title';

const DESCRIPTION_SELECTOR = 'meta[name="description"]';

/** index.html's description, for routes that declare none. */
let defaultDescription: string | null = null;

function descriptionElement(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>(DESCRIPTION_SELECTOR);
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * The tab title and meta description of the deepest matched route that declares them (lazyPage's
 * meta), in the current language. A page that titles itself with useDocumentTitle wins over this.
 */
export function DocumentMeta() {
  const { t } = useTranslation();
  const matches = useMatches();
  const meta = matches.map((match) => pageMetaOf(match.handle)).findLast((found) => found !== null) ?? null;
  const title = meta ? brandedTitle(t(meta.title)) : null;
  const description = meta ? t(meta.description) : null;
  serverHead.setRoute(title, description);

  useEffect(() => {
    setRouteTitle(title);
    return () => setRouteTitle(null);
  }, [title]);

  useEffect(() => {
    const element = descriptionElement();
    defaultDescription ??= element.content;
    element.content = description ?? defaultDescription;
  }, [description]);

  return null;
}
