import type { CountryCode } from '@ajar/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { DownOutlined } from '../../../shared/ui/icons';
import styles from './country-switcher.module.css';

export interface CountrySelectProps {
  readonly value: CountryCode;
  readonly onChange: (next: CountryCode) => void;
  readonly options: readonly { readonly value: CountryCode; readonly label: string }[];
  readonly label: string;
  readonly className?: string;
}

/** The list's height when it opens: six 40 px options and its 4 px padding (antd's Select, as it was). */
const LIST_HEIGHT = 6 * 40 + 8;
/** How long typed letters add up to one search ("sr" → Sri Lanka). */
const TYPE_AHEAD_MS = 700;

/**
 * The footer's market picker: a select-only combobox (WAI-ARIA APG) drawn like antd's Select, without antd.
 * The focus stays on the box while its list is open (aria-activedescendant). Arrow keys, Home and End move
 * in the open list, Enter or Space picks, Escape or Tab closes without picking, a letter jumps to the
 * country it starts; a closed box opens with the arrows, Enter or Space and never changes the market by
 * itself: picking a country navigates, so only a deliberate pick does.
 */
export function CountrySelect({ value, onChange, options, label, className }: CountrySelectProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const [open, setOpen] = useState(false);
  const [above, setAbove] = useState(false);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const [active, setActive] = useState(selectedIndex);
  const selected = options[selectedIndex];

  const openList = (index = selectedIndex) => {
    const box = boxRef.current?.getBoundingClientRect();
    if (box) {
      const below = window.innerHeight - box.bottom;
      setAbove(below < LIST_HEIGHT + 8 && box.top > below);
    }
    setActive(index);
    setOpen(true);
  };
  const pick = (index: number) => {
    setOpen(false);
    const option = options[index];
    if (option && option.value !== value) onChange(option.value);
  };

  // The active option stays in sight as the arrows move through the list.
  useLayoutEffect(() => {
    if (!open) return;
    const option = listRef.current?.ownerDocument.getElementById(optionId(active));
    option?.scrollIntoView?.({ block: 'nearest' });
  });

  // A press anywhere else closes the list.
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: PointerEvent) => {
      if (!boxRef.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const typeAhead = (key: string) => {
    const now = Date.now();
    const text = (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + key.toLowerCase();
    typed.current = { text, at: now };
    const start = open ? active : selectedIndex;
    // A repeated letter steps through the countries it starts; more letters narrow the search.
    const repeated = text.length > 1 && [...text].every((letter) => letter === text[0]);
    const search = repeated ? text[0] : text;
    const order = options.map(
      (_, offset) => (start + (repeated || text.length === 1 ? 1 : 0) + offset) % options.length,
    );
    const found = order.find((index) => options[index]?.label.toLowerCase().startsWith(search ?? ''));
    if (found === undefined) return;
    if (open) setActive(found);
    else openList(found);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    // Any other key ends a typed search.
    if (event.key.length !== 1) typed.current.text = '';
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        openList();
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        openList(event.key === 'Home' ? 0 : last);
      } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
        typeAhead(event.key);
      }
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) break;
        setActive(Math.min(active + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) pick(active);
        else setActive(Math.max(active - 1, 0));
        break;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        setActive(last);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        pick(active);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) typeAhead(event.key);
    }
  };

  return (
    <div className={`${styles.select} ${className ?? ''}`}>
      <div
        ref={boxRef}
        role="combobox"
        tabIndex={0}
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        className={`${styles.box} ${open ? styles.boxOpen : ''}`}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span className={styles.value}>{selected?.label}</span>
        <DownOutlined className={styles.arrow} aria-hidden="true" />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className={`${styles.list} ${above ? styles.listAbove : ''}`}
        // A press in the list must not take the focus from the box (which would close the list).
        onPointerDown={(event) => event.preventDefault()}
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            className={[
              styles.option,
              index === selectedIndex && styles.optionSelected,
              open && index === active && styles.optionActive,
            ]
              .filter(Boolean)
              .join(' ')}
            onPointerMove={() => setActive(index)}
            onClick={() => pick(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
