import { COMMUNITY_TAGS_MAX, COMMUNITY_TITLE_MAX, type CommunityPostKind } from '@ajar/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { describeError } from '../../../shared/feedback/toast';
import { Button } from '../../../shared/ui/button';
import styles from './community.module.css';

interface PostComposerProps {
  readonly kind: CommunityPostKind;
  readonly onSubmit: (input: {
    kind: CommunityPostKind;
    title: string;
    body: string;
    tags: string[];
  }) => Promise<void>;
  readonly onCancel: () => void;
}

const tagsOf = (text: string) =>
  text
    .split(/[,\s]+/)
    .map((tag) => tag.replace(/^#/, '').trim())
    .filter(Boolean)
    .slice(0, COMMUNITY_TAGS_MAX + 1);

/** The form to ask a question or write a post; the server's message shows under it when it refuses. */
export function PostComposer({ kind, onSubmit, onCancel }: PostComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [tags, setTags] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ kind, title, body, tags: tagsOf(tags) });
    } catch (failure) {
      setError(describeError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const heading = kind === 'QUESTION' ? t('community.form.questionTitle') : t('community.form.postTitle');
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className={styles.title}>
        {heading}
      </h2>
      <label>
        {t('community.form.title')} <span className={styles.hint}>{t('community.form.titleHint')}</span>
        <input
          name="title"
          value={title}
          maxLength={COMMUNITY_TITLE_MAX}
          required
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <label>
        {t('community.form.body')}
        <textarea name="body" value={body} required onChange={(event) => setBody(event.target.value)} />
      </label>
      <label>
        {t('community.form.tags')} <span className={styles.hint}>{t('community.form.tagsHint')}</span>
        <input name="tags" value={tags} onChange={(event) => setTags(event.target.value)} />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" loading={busy}>
          {t('community.form.submit')}
        </Button>
        <Button onClick={onCancel}>{t('community.form.cancel')}</Button>
      </div>
    </form>
  );
}
