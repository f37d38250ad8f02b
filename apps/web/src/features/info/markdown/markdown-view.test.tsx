import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CountryContext } from '../../../shared/market/country-context';
import { parseMarkdown } from './markdown-blocks';
import { plainText } from './markdown-inline';
import { MarkdownView } from './markdown-view';

function renderMarkdown(source: string) {
  return render(
    <MemoryRouter>
      <CountryContext.Provider value="id">
        <MarkdownView blocks={parseMarkdown(source)} />
      </CountryContext.Provider>
    </MemoryRouter>,
  );
}

describe('MarkdownView', () => {
  it('links /pages within the reader’s market, anchors and mail in place, and the web in a new tab', () => {
    renderMarkdown(
      'See [the policy](/refund-policy), [section 2](#fees), [mail](mailto:help@example.com) and [docs](https://example.com).',
    );
    expect(screen.getByRole('link', { name: 'the policy' }).getAttribute('href')).toBe('/id/refund-policy');
    expect(screen.getByRole('link', { name: 'section 2' }).getAttribute('href')).toBe('#fees');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: 'docs' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never renders HTML or script links from the text', () => {
    const { container } = renderMarkdown('<img src=x onerror=alert(1)> and [click](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)> and click');
  });

  it('renders strong and emphasis, and plain text drops the marks', () => {
    const { container } = renderMarkdown('**Paid** lessons are *held* until _done_.');
    expect(container.querySelector('strong')?.textContent).toBe('Paid');
    expect([...container.querySelectorAll('em')].map((em) => em.textContent)).toEqual(['held', 'done']);
    expect(plainText('**Paid** [lessons](/x) are *held*')).toBe('Paid lessons are held');
  });

  it('renders a table with header cells', () => {
    renderMarkdown('| What | Why |\n| --- | --- |\n| Email | Sign in |');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['What', 'Why']);
    expect(screen.getByRole('cell', { name: 'Sign in' })).toBeTruthy();
  });
});
