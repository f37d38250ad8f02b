import { FEED_COMMENT_MAX_CHARS } from '@ajar/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { SendOutlined } from '../../../shared/ui/icons';
import { insertMention, MentionPicker, mentionQuery, type PickedMention } from './mention-picker';
import styles from './feed-composer.module.css';

interface FeedComposerProps {
  readonly label: string;
  readonly placeholder: string;
  readonly submitLabel: string;
  /** Resolves true when posted (the box then empties); false keeps the text. */
  readonly onSubmit: (comment: string, mentions: readonly string[]) => Promise<boolean>;
  readonly onCancel?: () => void;
  readonly cancelLabel?: string;
  readonly autoFocus?: boolean;
}

/** A comment or reply box: 700 characters at most with a counter, and an @-mention picker. */
export function FeedComposer(props: FeedComposerProps) {
  const { label, placeholder, submitLabel, onSubmit, onCancel, cancelLabel, autoFocus } = props;
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [picked, setPicked] = useState<PickedMention[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const count = Array.from(text).length;
  const tooLong = count > FEED_COMMENT_MAX_CHARS;
  const search = mentionQuery(text, caret);

  const submit = async () => {
    const comment = text.trim();
    if (!comment) return setError(t('messages.required'));
    if (tooLong) return setError(t('messages.textTooLong'));
    setSending(true);
    const mentions = picked
      .filter((person) => comment.includes(`@${person.name}`))
      .map((person) => person.pvid);
    const posted = await onSubmit(comment, [...new Set(mentions)]).finally(() => setSending(false));
    if (posted) {
      setText('');
      setPicked([]);
      setError(null);
    }
  };

  const pick = (person: PickedMention) => {
    const next = insertMention(text, caret, person.name);
    setText(next.text);
    setCaret(next.caret);
    setPicked((current) => [...current, person]);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-text`} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={box}
        id={`${id}-text`}
        className={styles.box}
        value={text}
        rows={3}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={error !== null || tooLong}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          setCaret(event.target.selectionStart);
          if (error) setError(null);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
      {search !== null && <MentionPicker search={search} onPick={pick} />}
      <div className={styles.footer}>
        <span id={`${id}-count`} className={tooLong ? `${styles.counter} ${styles.over}` : styles.counter}>
          {t('feeds.composer.counter', { count, max: FEED_COMMENT_MAX_CHARS })}
        </span>
        <span className={styles.actions}>
          {onCancel && <Button onClick={onCancel}>{cancelLabel}</Button>}
          <Button type="submit" variant="primary" icon={<SendOutlined aria-hidden />} loading={sending}>
            {submitLabel}
          </Button>
        </span>
      </div>
      {(error || tooLong) && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error ?? t('messages.textTooLong')}
        </p>
      )}
    </form>
  );
}
