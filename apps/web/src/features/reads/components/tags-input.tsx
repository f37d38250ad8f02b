import { ARTICLE_TAG_MAX, ARTICLE_TAGS_MAX } from '@ajar/domain';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CloseOutlined } from '../../../shared/ui/icons';
import styles from './tags-input.module.css';

const normal = (text: string) => text.trim().replace(/^#+/, '').toLowerCase().slice(0, ARTICLE_TAG_MAX);

/** Up to five tags: typed and added with Enter or a comma, each removable. */
export function TagsInput({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: readonly string[];
  readonly onChange: (tags: string[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    const tag = normal(text);
    setText('');
    if (tag && !value.includes(tag) && value.length < ARTICLE_TAGS_MAX) onChange([...value, tag]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && !text && value.length > 0) onChange(value.slice(0, -1));
  };
  return (
    <div className={styles.box}>
      {value.map((tag) => (
        <span key={tag} className={styles.tag}>
          #{tag}
          <button
            type="button"
            className={styles.remove}
            aria-label={`${t('reads.editor.removeTag')} ${tag}`}
            onClick={() => onChange(value.filter((other) => other !== tag))}
          >
            <CloseOutlined aria-hidden="true" />
          </button>
        </span>
      ))}
      <input
        id={id}
        className={styles.input}
        value={text}
        placeholder={value.length < ARTICLE_TAGS_MAX ? t('reads.editor.tagsPlaceholder') : ''}
        disabled={value.length >= ARTICLE_TAGS_MAX}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
    </div>
  );
}
