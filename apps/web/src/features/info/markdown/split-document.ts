import type { MarkdownBlock } from './markdown-blocks';

export interface SplitDocument {
  /** The page's one # heading, shown as its <h1>. */
  readonly title: string;
  /** The paragraph right under it, shown larger in the page's head. */
  readonly lede: string | null;
  readonly body: readonly MarkdownBlock[];
  /** The ## headings, for the table of contents. */
  readonly sections: readonly { readonly id: string; readonly text: string }[];
}

/** A page's Markdown as its head (title, lede) and its body. */
export function splitDocument(blocks: readonly MarkdownBlock[]): SplitDocument {
  const [first, second, ...rest] = blocks;
  const hasTitle = first?.kind === 'heading' && first.level === 1;
  const title = hasTitle ? first.text : '';
  const afterTitle = hasTitle ? [second, ...rest] : blocks;
  const ledeBlock = hasTitle && second?.kind === 'paragraph' ? second : null;
  const body = (ledeBlock ? rest : afterTitle).filter((block): block is MarkdownBlock => block !== undefined);
  const sections = body.flatMap((block) =>
    block.kind === 'heading' && block.level === 2 ? [{ id: block.id, text: block.text }] : [],
  );
  return { title, lede: ledeBlock ? ledeBlock.text : null, body, sections };
}
