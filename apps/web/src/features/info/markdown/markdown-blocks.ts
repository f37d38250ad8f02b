/**
 * The Markdown the information pages are written in, parsed into blocks: headings (#, ##, ###),
 * paragraphs, lists (- and 1.), quotes (>, shown as a call-out) and pipe tables. Inline marks stay
 * text here (markdown-inline.tsx renders them). Only repository files are parsed, and nothing becomes
 * raw HTML: every block is rendered as React elements.
 */
export type MarkdownBlock =
  | { readonly kind: 'heading'; readonly level: 1 | 2 | 3; readonly text: string; readonly id: string }
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly ordered: boolean; readonly items: readonly string[] }
  | { readonly kind: 'quote'; readonly text: string }
  | { readonly kind: 'table'; readonly head: readonly string[]; readonly rows: readonly string[][] };

const HEADING = /^(#{1,3})\s+(.+)$/;
const BULLET = /^[-*]\s+(.*)$/;
const NUMBERED = /^\d+[.)]\s+(.*)$/;
const QUOTE = /^>\s?(.*)$/;
const TABLE_ROW = /^\|.*\|$/;
const TABLE_RULE = /^\|(\s*:?-{3,}:?\s*\|)+$/;

/** A heading's anchor: lower case letters and digits joined by dashes (accents dropped). */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[*_`[\]()]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

const cells = (row: string): string[] =>
  row
    .slice(1, -1)
    .split('|')
    .map((cell) => cell.trim());

type LineKind = 'blank' | 'heading' | 'bullet' | 'numbered' | 'quote' | 'table' | 'text';

function kindOf(line: string): LineKind {
  if (line.trim() === '') return 'blank';
  if (HEADING.test(line)) return 'heading';
  if (BULLET.test(line)) return 'bullet';
  if (NUMBERED.test(line)) return 'numbered';
  if (QUOTE.test(line)) return 'quote';
  if (TABLE_ROW.test(line.trim())) return 'table';
  return 'text';
}

/** Parses a document; heading ids are unique within it (a repeated one gets -2, -3…). */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  const usedIds = new Map<string, number>();
  const uniqueId = (text: string): string => {
    const base = slugify(text);
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  let index = 0;
  /** Consecutive lines of one kind, each mapped through `take`. */
  const run = (kind: LineKind, take: (line: string) => string): string[] => {
    const taken: string[] = [];
    while (index < lines.length && kindOf(lines[index] ?? '') === kind) {
      taken.push(take(lines[index] ?? ''));
      index += 1;
    }
    return taken;
  };
  /** A list item continues on indented lines below it. */
  const listItems = (kind: 'bullet' | 'numbered', pattern: RegExp): string[] => {
    const items: string[] = [];
    while (index < lines.length) {
      const line = lines[index] ?? '';
      if (kindOf(line) === kind) items.push(pattern.exec(line)?.[1] ?? '');
      else if (items.length > 0 && /^\s+\S/.test(line)) items[items.length - 1] += ` ${line.trim()}`;
      else break;
      index += 1;
    }
    return items;
  };

  while (index < lines.length) {
    const line = lines[index] ?? '';
    const kind = kindOf(line);
    if (kind === 'blank') {
      index += 1;
    } else if (kind === 'heading') {
      const [, marks = '#', text = ''] = HEADING.exec(line) ?? [];
      const level = marks.length as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, text: text.trim(), id: uniqueId(text) });
      index += 1;
    } else if (kind === 'bullet' || kind === 'numbered') {
      const items = listItems(kind, kind === 'bullet' ? BULLET : NUMBERED);
      blocks.push({ kind: 'list', ordered: kind === 'numbered', items });
    } else if (kind === 'quote') {
      const text = run('quote', (quoted) => QUOTE.exec(quoted)?.[1] ?? '').join(' ');
      blocks.push({ kind: 'quote', text: text.trim() });
    } else if (kind === 'table') {
      const rows = run('table', (row) => row.trim());
      const [head = '', rule = '', ...body] = rows;
      if (TABLE_RULE.test(rule.replace(/\s/g, '')))
        blocks.push({ kind: 'table', head: cells(head), rows: body.map(cells) });
      else blocks.push({ kind: 'paragraph', text: rows.join(' ') });
    } else {
      const text = run('text', (textLine) => textLine.trim()).join(' ');
      blocks.push({ kind: 'paragraph', text });
    }
  }
  return blocks;
}
