import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CloseCircleFilled, LoadingOutlined, SearchOutlined } from '.';

describe('icons without the icon runtime', () => {
  it("draw antd's markup: a span around a 1em svg in the current colour, hidden from screen readers", () => {
    const { container } = render(<SearchOutlined className="mine" />);
    const span = container.querySelector('span');
    expect(span?.getAttribute('role')).toBeNull();
    expect(span?.getAttribute('aria-label')).toBeNull();
    expect(span?.getAttribute('aria-hidden')).toBe('true');
    expect(span?.className).toBe('anticon anticon-search mine');
    const svg = span?.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('1em');
    expect(svg?.getAttribute('fill')).toBe('currentColor');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });

  it('turn SVG attribute names into React props (fill-rule reaches the DOM as fill-rule)', () => {
    const { container } = render(<CloseCircleFilled aria-hidden="true" />);
    expect(container.querySelector('svg')?.getAttribute('fill-rule')).toBe('evenodd');
    expect(container.querySelector('span')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('are a named picture only when given a name (never the English glyph name)', () => {
    const { container } = render(<SearchOutlined aria-label="Cari" />);
    const span = container.querySelector('span');
    expect(span?.getAttribute('role')).toBe('img');
    expect(span?.getAttribute('aria-label')).toBe('Cari');
    expect(span?.getAttribute('aria-hidden')).toBeNull();
  });

  it('spin the loading glyph', () => {
    const { container } = render(<LoadingOutlined />);
    expect(container.querySelector('span')?.classList.contains('anticon-spin')).toBe(true);
  });
});
