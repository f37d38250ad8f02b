import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sheet } from './sheet';

beforeEach(() => {
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
  // jsdom lays nothing out: every element counts as drawn.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [{}] as unknown as DOMRectList);
});

afterEach(() => {
  vi.restoreAllMocks();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title="Ajar" closeLabel="Close">
        <a href="/one">First link</a>
        <button type="button">Last button</button>
      </Sheet>
    </>
  );
}

function openSheet() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open menu' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Ajar' }) };
}

describe('Sheet', () => {
  it('is a labelled modal dialog that takes the focus and locks the page scroll', () => {
    const { dialog } = openSheet();
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside, both ways', () => {
    const { dialog } = openSheet();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last button' });
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    act(() => dialog.focus());
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives the focus back, unlocking the scroll', () => {
    const { opener, dialog } = openSheet();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
    // Still in the page (it slides out), but out of reach.
    expect(dialog.parentElement?.hasAttribute('inert')).toBe(true);
  });

  it('closes from its close button and from the backdrop', () => {
    const { opener, dialog } = openSheet();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.parentElement?.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    expect(dialog.parentElement?.hasAttribute('inert')).toBe(false);
    const backdrop = dialog.previousElementSibling as HTMLElement;
    fireEvent.click(backdrop);
    expect(dialog.parentElement?.hasAttribute('inert')).toBe(true);
  });
});
