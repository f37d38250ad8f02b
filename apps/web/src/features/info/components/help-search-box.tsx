import { CloseCircleFilled, SearchOutlined } from '../../../shared/ui/icons';
import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './help-search-box.module.css';

/** The help centre's search field: it filters the questions on the page as the reader types. */
export function HelpSearchBox({ value, onChange }: { value: string; onChange: (query: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form className={styles.box} role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="help-search" className={styles.label}>
        {t('info.help.searchLabel')}
      </label>
      {/* A press anywhere in the field's frame puts the caret in it (the keyboard reaches the input itself). */}
      <span className={styles.field} onClick={() => input.current?.focus()}>
        <SearchOutlined aria-hidden="true" className={styles.icon} />
        <input
          ref={input}
          id="help-search"
          type="search"
          value={value}
          maxLength={SEARCH_INPUT_MAX}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('info.help.searchPlaceholder')}
          className={styles.input}
        />
        <button
          type="button"
          className={`${styles.clear} ${value === '' ? styles.clearHidden : ''}`}
          aria-label={t('info.help.clear')}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <CloseCircleFilled aria-hidden="true" />
        </button>
      </span>
    </form>
  );
}
