import { FEED_LINK_REL } from '@ajar/domain';
import type { ReactNode } from 'react';
import styles from './feed-text.module.css';

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

/** Splits plain text around '@' + each mentioned name (longest first, so 'Siti Rahma' wins over 'Siti'). */
export function mentionParts(
  text: string,
  mentioned: readonly string[],
): readonly { kind: 'text' | 'mention'; text: string }[] {
  const names = [...new Set(mentioned.filter((name) => name.length > 0))].sort((a, b) => b.length - a.length);
  if (names.length === 0) return [{ kind: 'text', text }];
  const escaped = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // A name ends where a letter or digit does not follow: '@Siti' is not highlighted inside '@Sitio'.
  const pattern = new RegExp(`@(?:${escaped.join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  const parts: { kind: 'text' | 'mention'; text: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'mention', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * Someone's comment as text (React escapes it; never HTML), the people it mentions highlighted, its links
 * opening in a new tab as rel="nofollow ugc noopener": user content, not endorsed, no access to this page.
 */
export function FeedText({
  text,
  mentioned = [],
  className,
}: {
  readonly text: string;
  readonly mentioned?: readonly string[];
  readonly className?: string;
}) {
  const nodes: ReactNode[] = linkParts(text).flatMap((part, index) =>
    part.kind === 'text' ? (
      mentionParts(part.text, mentioned).map((piece, at) =>
        piece.kind === 'mention' ? (
          <span key={`${index}-${at}`} className={styles.mention}>
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )
    ) : (
      <a key={index} href={part.href} target="_blank" rel={FEED_LINK_REL}>
        {part.href}
      </a>
    ),
  );
  return <p className={className}>{nodes}</p>;
}
