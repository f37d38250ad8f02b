import { ARTICLE_DESCRIPTION_MAX, FEED_LINK_REL } from '@ajar/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list an article's (and a blog post's) HTML is cut to when it is saved, whatever the editor sent:
 * the marks and blocks the editor makes, links to http(s) and mail only. Everything else goes: scripts,
 * styles, frames, forms, images in the body (the cover is an upload), every attribute but a link's href, and
 * any scheme but those (javascript:, data:, vbscript:, however spelled or entity-encoded: sanitize-html
 * decodes the attribute and strips control characters before it compares the scheme).
 *
 * Why sanitize-html (pinned at 2.17.0, the last release whose engines accept Node 20): it is the well-kept
 * allow-list sanitizer for Node, built on htmlparser2, with years of XSS reports behind it; a hand-written
 * walker over parse5 would have to relearn them.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'code',
    'pre',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links in people's text are never followed by search engines and open no window.opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs['href'] ? { href: attribs['href'] } : {}),
        rel: FEED_LINK_REL,
        target: '_blank',
      },
    }),
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs['href'],
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: ' ',
};

/** The words of an HTML body, blocks separated by spaces (for previews, search and the length rule). */
export function plainTextOf(html: string): string {
  const spaced = html.replace(/<\/(p|h1|h2|h3|h4|li|blockquote|pre)>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A body's first words, for a card and a shared link's preview. */
export function descriptionOf(html: string): string {
  const text = plainTextOf(html);
  const chars = Array.from(text);
  if (chars.length <= ARTICLE_DESCRIPTION_MAX) return text;
  return `${chars
    .slice(0, ARTICLE_DESCRIPTION_MAX - 1)
    .join('')
    .replace(/\s+\S*$/, '')}…`;
}
