import type { MarkdownBlock } from '../markdown/markdown-blocks';
import { plainText } from '../markdown/markdown-inline';

export interface HelpQuestion {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly MarkdownBlock[];
  /** The question and its answer as a reader sees them, folded for search. */
  readonly searchText: string;
  readonly questionText: string;
}

export interface HelpTopic {
  readonly id: string;
  readonly title: string;
  readonly questions: readonly HelpQuestion[];
}

/** Lower case without accents, so 'Kalender' finds 'kalender' and 'café' finds 'cafe'. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function blockText(block: MarkdownBlock): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
    case 'quote':
      return plainText(block.text);
    case 'list':
      return block.items.map(plainText).join(' ');
    case 'table':
      return [...block.head, ...block.rows.flat()].map(plainText).join(' ');
  }
}

/**
 * The help centre's Markdown as topics (## headings) of questions (### headings), each answered by
 * the blocks up to the next heading. Anything before the first topic (the title and intro) is skipped.
 */
export function helpTopics(blocks: readonly MarkdownBlock[]): HelpTopic[] {
  const topics: { id: string; title: string; questions: HelpQuestion[] }[] = [];
  let open: { id: string; question: string; answer: MarkdownBlock[] } | null = null;
  const close = () => {
    const topic = topics[topics.length - 1];
    if (open && topic) {
      const questionText = fold(plainText(open.question));
      const answerText = fold(open.answer.map(blockText).join(' '));
      topic.questions.push({ ...open, questionText, searchText: `${questionText} ${answerText}` });
    }
    open = null;
  };
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === 2) {
      close();
      topics.push({ id: block.id, title: block.text, questions: [] });
    } else if (block.kind === 'heading' && block.level === 3) {
      close();
      if (topics.length > 0) open = { id: block.id, question: block.text, answer: [] };
    } else if (open) {
      open.answer.push(block);
    }
  }
  close();
  return topics;
}
