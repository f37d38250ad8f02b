import { escapeHtml } from '../kernel/escape-html';

/** What a shared link's preview shows (Open Graph and Twitter cards), for a page that has one. */
export interface ShareMeta {
  readonly title: string;
  readonly description: string;
  /** An absolute address, or a path on this site (made absolute here), or null. */
  readonly image: string | null;
  readonly type: 'article' | 'profile';
}

/** The preview of the page at this path (article, blog post, tutor profile), or null: asked per request. */
export type ShareMetaLookup = (pathname: string) => Promise<ShareMeta | null>;

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * The page's HTML with the preview's tags in its head, every value HTML-escaped (a title is people's text),
 * so a chat app's crawler, which runs no JavaScript, shows the title, description and image.
 */
export function withShareMeta(html: string, meta: ShareMeta, pageUrl: string, publicUrl: string): string {
  const image = meta.image ? new URL(meta.image, `${publicUrl}/`).href : null;
  const tags: [string, string, string][] = [
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', pageUrl],
    ['property', 'og:site_name', 'Ajar'],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  const head = tags
    .map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`)
    .join('');
  const description = escapeHtml(meta.description);
  return html
    .replace(TITLE, () => `<title>${escapeHtml(meta.title)} | Ajar</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `${head}</head>`);
}
