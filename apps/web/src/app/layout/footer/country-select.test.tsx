import type { CountryCode } from '@ajar/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountrySelect } from './country-select';

const OPTIONS = [
  { value: 'sg', label: 'Singapore' },
  { value: 'id', label: 'Indonesia' },
  { value: 'my', label: 'Malaysia' },
  { value: 'ph', label: 'Philippines' },
  { value: 'lk', label: 'Sri Lanka' },
  { value: 'in', label: 'India' },
] as const satisfies readonly { value: CountryCode; label: string }[];

function Picker({ onChange }: { onChange: (next: CountryCode) => void }) {
  const [value, setValue] = useState<CountryCode>('sg');
  return (
    <>
      <CountrySelect
        value={value}
        label="Country"
        options={OPTIONS}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

function setup() {
  const onChange = vi.fn();
  render(<Picker onChange={onChange} />);
  const box = screen.getByRole('combobox', { name: 'Country' });
  box.focus();
  const key = (name: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(box, { key: name, ...init });
  const activeLabel = () => {
    const id = box.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id)?.textContent : null;
  };
  return { box, key, activeLabel, onChange };
}

describe('the footer country select', () => {
  it('shows the market, and its list is closed until asked for', () => {
    const { box } = setup();
    expect(box.textContent).toBe('Singapore');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.tabIndex).toBe(0);
  });

  it('opens with the arrow keys on the market without changing it, and Enter picks the focused country', () => {
    const { box, key, activeLabel, onChange } = setup();
    key('ArrowDown');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Country' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(activeLabel()).toBe('Singapore');
    expect(screen.getByRole('option', { name: 'Singapore' }).getAttribute('aria-selected')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();

    key('ArrowDown');
    key('ArrowDown');
    expect(activeLabel()).toBe('Malaysia');
    key('ArrowUp');
    expect(activeLabel()).toBe('Indonesia');
    expect(onChange).not.toHaveBeenCalled();

    key('Enter');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('id');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.textContent).toBe('Indonesia');
    expect(document.activeElement).toBe(box);
  });

  it('moves to the ends with Home and End, stopping there, and Space picks too', () => {
    const { key, activeLabel, onChange } = setup();
    key('End');
    expect(activeLabel()).toBe('India');
    key('ArrowDown');
    expect(activeLabel()).toBe('India');
    key('Home');
    expect(activeLabel()).toBe('Singapore');
    key('ArrowUp');
    expect(activeLabel()).toBe('Singapore');
    key('End');
    key(' ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('in');
  });

  it('closes with Escape or Tab without changing the market', () => {
    const { box, key, onChange } = setup();
    key('Enter');
    key('ArrowDown');
    key('Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.textContent).toBe('Singapore');
    key(' ');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    key('ArrowDown');
    key('Tab');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps to the country a typed letter starts, and a repeated letter steps through them', () => {
    const { box, key, activeLabel, onChange } = setup();
    key('p');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(activeLabel()).toBe('Philippines');
    key('Escape');
    key('i');
    expect(activeLabel()).toBe('Indonesia');
    key('i');
    expect(activeLabel()).toBe('India');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('picks with the pointer, and a press outside closes the list', () => {
    const { box, onChange } = setup();
    fireEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(box.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: 'Sri Lanka' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('lk');
    expect(box.getAttribute('aria-expanded')).toBe('false');

    // Picking the market already shown changes nothing.
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('option', { name: 'Sri Lanka' }));
    expect(onChange).toHaveBeenCalledOnce();
  });
});
