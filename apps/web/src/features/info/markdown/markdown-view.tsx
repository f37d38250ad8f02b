import type { ReactNode } from 'react';
import type { MarkdownBlock } from './markdown-blocks';
import { plainText, renderInline } from './markdown-inline';
import styles from './markdown-view.module.css';

function Heading({ block }: { block: Extract<MarkdownBlock, { kind: 'heading' }> }) {
  const content = renderInline(block.text);
  if (block.level === 1) return <h1 id={block.id}>{content}</h1>;
  if (block.level === 2) return <h2 id={block.id}>{content}</h2>;
  return <h3 id={block.id}>{content}</h3>;
}

function Block({ block }: { block: MarkdownBlock }): ReactNode {
  switch (block.kind) {
    case 'heading':
      return <Heading block={block} />;
    case 'paragraph':
      return <p>{renderInline(block.text)}</p>;
    case 'quote':
      return <aside className={styles.callout}>{renderInline(block.text)}</aside>;
    case 'list': {
      const items = block.items.map((item, index) => <li key={index}>{renderInline(item)}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        // A wide table scrolls sideways on a phone: the region takes focus so a keyboard can scroll it too.
        <div
          className={styles.tableScroll}
          role="region"
          aria-label={block.head.map(plainText).join(', ')}
          tabIndex={0}
        >
          <table>
            <thead>
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col">
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index}>{renderInline(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Parsed Markdown as the pages' typography: a readable measure, headings to jump to, call-outs, tables. */
export function MarkdownView({ blocks }: { blocks: readonly MarkdownBlock[] }) {
  return (
    <div className={styles.prose}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
