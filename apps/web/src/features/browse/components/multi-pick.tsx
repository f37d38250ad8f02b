import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DownOutlined, SearchOutlined } from '../../../shared/ui/icons';
import styles from './filter-controls.module.css';
import formStyles from './browse-form.module.css';
import type { FilterOption } from './filter-panel';

/** Lists this long get a box to narrow them by name. */
const FIND_FROM = 8;

interface MultiPickProps {
  readonly label: string;
  readonly options: readonly FilterOption[];
  readonly value: readonly string[];
  readonly loading: boolean;
  readonly onChange: (next: string[]) => void;
}

/**
 * Several choices of one list (subjects, curricula, levels): a box saying what is chosen opens a list of
 * checkboxes under it, with a box to narrow a long list by name. It stays in the flow (no popup), so it
 * works the same in the side column and in the phone's filter sheet; Escape closes it.
 */
export function MultiPick({ label, options, value, loading, onChange }: MultiPickProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const ids = useId();
  const labelId = `${ids}-label`;
  const boxId = `${ids}-box`;
  const panelId = `${ids}-panel`;
  const box = useRef<HTMLButtonElement>(null);

  // The address may name choices before the list has loaded: they count, and get their name once known.
  const single = value.length === 1 ? options.find((option) => option.value === value[0]) : undefined;
  let summary = t('browse.filters.any');
  if (single) summary = single.label;
  else if (value.length > 0) summary = t('browse.filters.chosen', { count: value.length });
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle))
    : options;

  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Escape closes this list only, not the filter sheet around it.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    box.current?.focus();
  };

  return (
    <div className={formStyles.field}>
      <span id={labelId} className={formStyles.fieldLabel}>
        {label}
      </span>
      <button
        ref={box}
        id={boxId}
        type="button"
        className={open ? `${styles.pickBox} ${styles.pickBoxOpen}` : styles.pickBox}
        aria-labelledby={`${labelId} ${boxId}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shownNow) => !shownNow)}
      >
        <span className={value.length > 0 ? styles.pickValue : `${styles.pickValue} ${styles.placeholder}`}>
          {summary}
        </span>
        <DownOutlined
          className={open ? `${styles.arrow} ${styles.turned}` : styles.arrow}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} className={styles.pickPanel} hidden={!open} onKeyDown={close}>
        {options.length >= FIND_FROM && (
          <span className={styles.findBox}>
            <SearchOutlined aria-hidden="true" className={styles.findIcon} />
            <input
              type="search"
              className={styles.findInput}
              aria-label={t('browse.filters.find', { name: label })}
              placeholder={t('browse.filters.find', { name: label })}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                // Enter narrows the list; it must not send the filter form.
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
          </span>
        )}
        <div role="group" aria-labelledby={labelId} className={styles.optionList}>
          {shown.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              <span>{option.label}</span>
            </label>
          ))}
          {shown.length === 0 && (
            <p className={styles.note}>
              {loading ? t('browse.filters.loading') : t('browse.filters.noMatch')}
            </p>
          )}
        </div>
        {value.length > 0 && (
          <button
            type="button"
            className={styles.clearChoice}
            aria-describedby={labelId}
            onClick={() => onChange([])}
          >
            {t('browse.filters.clearChoice')}
          </button>
        )}
      </div>
    </div>
  );
}
