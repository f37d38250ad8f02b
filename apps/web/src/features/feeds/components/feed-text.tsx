import { FEED_LINK_REL } from '@ajar/domain';
import type { ReactNode } from 'react';

const LINK = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]'"]+$/;

/** Splits user text into plain parts and links (http and https only), trailing punctuation left outside. */
export function linkParts(
  text: string,
): readonly ({ kind: 'text'; text: string } | { kind: 'link'; href: string })[] {
  const parts: ({ kind: 'text'; text: string } | { kind: 'link'; href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const href = match[0].replace(TRAILING, '');
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * Someone's comment as text (React escapes it; never HTML), its links opening in a new tab as
 * rel="nofollow ugc noopener": user content, not endorsed, no access to this page.
 */
export function FeedText({ text, className }: { readonly text: string; readonly className?: string }) {
  const nodes: ReactNode[] = linkParts(text).map((part, index) =>
    part.kind === 'text' ? (
      part.text
    ) : (
      <a key={index} href={part.href} target="_blank" rel={FEED_LINK_REL}>
        {part.href}
      </a>
    ),
  );
  return <p className={className}>{nodes}</p>;
}
