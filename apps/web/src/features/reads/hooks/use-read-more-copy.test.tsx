import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReadMoreCopy } from './use-read-more-copy';

function Body() {
  const onCopy = useReadMoreCopy('Read more at');
  return (
    <div data-testid="body" onCopy={onCopy}>
      Twenty-five focused minutes every day.
    </div>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('copying from an article', () => {
  it('adds the read-more suffix with the page address to the copied text', () => {
    render(<Body />);
    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => 'focused minutes' } as Selection);
    const setData = vi.fn();
    const event = fireEvent.copy(screen.getByTestId('body'), { clipboardData: { setData } });
    expect(event).toBe(false); // the browser's own copy was replaced
    expect(setData).toHaveBeenCalledWith(
      'text/plain',
      `focused minutes\n\nRead more at: ${window.location.href}`,
    );
  });

  it('leaves an empty selection alone', () => {
    render(<Body />);
    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => '' } as Selection);
    const setData = vi.fn();
    expect(fireEvent.copy(screen.getByTestId('body'), { clipboardData: { setData } })).toBe(true);
    expect(setData).not.toHaveBeenCalled();
  });
});
