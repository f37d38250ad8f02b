import { countryPath } from '@ajar/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCountry } from '../../../shared/market/country-context';

/** `**strong**`, `[text](href)`, `*emphasis*` or `_emphasis_`: the marks the pages use. */
const MARK = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*(.+?)\*|_(.+?)_/g;

type LinkTarget =
  | { readonly kind: 'page'; readonly to: string }
  | { readonly kind: 'anchor' | 'external'; readonly href: string };

/**
 * Where a link in the Markdown goes: `/about` is a page of the reader's market (/sg/about), `#id` a
 * heading of this page, `https:`/`mailto:` elsewhere. Anything else (a `javascript:` URL) is no link.
 */
export function linkTarget(href: string, country: Parameters<typeof countryPath>[0]): LinkTarget | null {
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'page', to: countryPath(country, href) };
  if (href.startsWith('#')) return { kind: 'anchor', href };
  if (/^(https:|mailto:)/i.test(href)) return { kind: 'external', href };
  return null;
}

function InlineLink({ href, children }: { href: string; children: ReactNode }) {
  const country = useCountry();
  const target = linkTarget(href, country);
  if (target === null) return <>{children}</>;
  if (target.kind === 'page') return <Link to={target.to}>{children}</Link>;
  if (target.kind === 'anchor' || target.href.startsWith('mailto:'))
    return <a href={target.href}>{children}</a>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Renders one block's text with its inline marks as React elements (never as HTML). */
export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let count = 0;
  for (const match of text.matchAll(MARK)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const key = `${keyPrefix}-${count}`;
    count += 1;
    const [, strong, linkText, href, star, underscore] = match;
    if (strong !== undefined) nodes.push(<strong key={key}>{renderInline(strong, key)}</strong>);
    else if (linkText !== undefined && href !== undefined)
      nodes.push(
        <InlineLink key={key} href={href}>
          {renderInline(linkText, key)}
        </InlineLink>,
      );
    else nodes.push(<em key={key}>{renderInline(star ?? underscore ?? '', key)}</em>);
    last = at + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** The text a reader sees, marks removed (for search and titles). */
export function plainText(text: string): string {
  return text.replace(MARK, (_all, strong, linkText, _href, star, underscore) =>
    plainText(String(strong ?? linkText ?? star ?? underscore ?? '')),
  );
}
