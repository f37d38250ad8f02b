import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { MultiPick } from './multi-pick';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

const SUBJECTS = [
  'English',
  'Mathematics',
  'Additional Mathematics',
  'Science',
  'Physics',
  'Chemistry',
  'Biology',
  'Geography',
  'History',
].map((name) => ({ value: name.toLowerCase().replace(/ /g, '-'), label: name }));

function Harness({ initial = [] as string[], loading = false, options = SUBJECTS }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiPick label="Subject" options={options} value={value} loading={loading} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const chosen = () => screen.getByTestId('value').textContent;

describe('MultiPick', () => {
  it('says what is chosen and opens a list of checkboxes in place', () => {
    render(<Harness />);
    const box = screen.getByRole('button', { name: 'Subject Any' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Subject' })).toBeNull();
    fireEvent.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('group', { name: 'Subject' });
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Physics' }));
    expect(chosen()).toBe('physics');
    expect(box.textContent).toBe('Physics');
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Biology' }));
    expect(chosen()).toBe('physics,biology');
    expect(box.textContent).toBe('2 chosen');
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Physics' }));
    expect(chosen()).toBe('biology');
  });

  it('narrows a long list by name, says when nothing matches, and clears', () => {
    render(<Harness initial={['history']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Subject History' }));
    const find = screen.getByRole('searchbox', { name: 'Find in Subject' });
    fireEvent.change(find, { target: { value: 'math' } });
    const list = screen.getByRole('group', { name: 'Subject' });
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Mathematics', 'Additional Mathematics']);
    fireEvent.change(find, { target: { value: 'zzz' } });
    expect(within(list).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('Nothing matches')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(chosen()).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('offers no find box to a short list, and says when the choices are still loading', () => {
    render(<Harness options={[]} loading initial={['physics']} />);
    // The address's choice counts before the list names it.
    fireEvent.click(screen.getByRole('button', { name: 'Subject 1 chosen' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByText('Loading choices…')).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to its box, keeping Escape from the dialog around it', () => {
    let escapedOutside = 0;
    render(
      <div
        onKeyDown={(event) => {
          if (event.key === 'Escape') escapedOutside += 1;
        }}
      >
        <Harness />
      </div>,
    );
    const box = screen.getByRole('button', { name: 'Subject Any' });
    fireEvent.click(box);
    const physics = screen.getByRole('checkbox', { name: 'Physics' });
    act(() => physics.focus());
    fireEvent.keyDown(physics, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
    expect(escapedOutside).toBe(0);
  });

  it('keeps Enter in the find box from sending the form around it', () => {
    let sent = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent += 1;
        }}
      >
        <Harness />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Subject Any' }));
    const find = screen.getByRole('searchbox', { name: 'Find in Subject' });
    const enter = fireEvent.keyDown(find, { key: 'Enter' });
    expect(enter).toBe(false);
    expect(sent).toBe(0);
  });
});
