import { describe, expect, it } from 'vitest';
import { parseMarkdown, slugify } from './markdown-blocks';

describe('parseMarkdown', () => {
  it('reads headings with unique anchors, paragraphs, lists, quotes and tables', () => {
    const blocks = parseMarkdown(
      [
        '# Terms of use',
        '',
        'First line',
        'continues here.',
        '',
        '> **In short:** be kind.',
        '',
        '## 1. Who we are',
        '- one',
        '- two',
        '  continued',
        '1. first',
        '2. second',
        '',
        '## 1. Who we are',
        '| What | Why |',
        '| --- | --- |',
        '| Email | Sign in |',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Terms of use', id: 'terms-of-use' },
      { kind: 'paragraph', text: 'First line continues here.' },
      { kind: 'quote', text: '**In short:** be kind.' },
      { kind: 'heading', level: 2, text: '1. Who we are', id: '1-who-we-are' },
      { kind: 'list', ordered: false, items: ['one', 'two continued'] },
      { kind: 'list', ordered: true, items: ['first', 'second'] },
      { kind: 'heading', level: 2, text: '1. Who we are', id: '1-who-we-are-2' },
      { kind: 'table', head: ['What', 'Why'], rows: [['Email', 'Sign in']] },
    ]);
  });

  it('keeps a pipe line without a rule under it as text', () => {
    expect(parseMarkdown('| not | a table |')).toEqual([{ kind: 'paragraph', text: '| not | a table |' }]);
  });

  it('makes anchors of letters and digits, accents dropped', () => {
    expect(slugify('Apa itu biaya **transaksi** 2,9%?')).toBe('apa-itu-biaya-transaksi-2-9');
    expect(slugify('Café à la carte')).toBe('cafe-a-la-carte');
  });
});
