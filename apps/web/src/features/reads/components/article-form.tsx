import { ARTICLE_SUBJECT_MAX, ARTICLE_TITLE_MAX } from '@ajar/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { CoverPicker, type Cover } from './cover-picker';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import { TagsInput } from './tags-input';
import styles from './article-form.module.css';

export interface ArticleFormValues {
  readonly title: string;
  readonly body: string;
  /** undefined: the cover did not change; null: removed; else the new upload's pvid. */
  readonly coverPvid: string | null | undefined;
  readonly subject: string;
  readonly tags: string[];
}

export interface ArticleFormProps {
  readonly initial: {
    title: string;
    body: string;
    image: string | null;
    subject: string;
    tags: readonly string[];
  };
  /** Tutors' articles have a subject; the team's blog posts do not. */
  readonly withSubject: boolean;
  readonly busy: boolean;
  readonly onSave: (values: ArticleFormValues) => void;
  /** The second action (send for review, publish), when there is one. */
  readonly submit?: { readonly label: string; readonly onSubmit: (values: ArticleFormValues) => void };
  readonly saveLabel: string;
}

/** Title, cover, subject, tags and the rich-text body, shared by reads/create, reads/edit and the console's blog. */
export function ArticleForm({ initial, withSubject, busy, onSave, submit, saveLabel }: ArticleFormProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [title, setTitle] = useState(initial.title);
  const [subject, setSubject] = useState(initial.subject);
  const [tags, setTags] = useState<string[]>([...initial.tags]);
  const [body, setBody] = useState(initial.body);
  const [cover, setCover] = useState<Cover>({ pvid: null, path: initial.image });
  const [coverChanged, setCoverChanged] = useState(false);
  const values = (): ArticleFormValues => ({
    title: title.trim(),
    body,
    coverPvid: coverChanged ? cover.pvid : undefined,
    subject: subject.trim(),
    tags,
  });
  const onSubmitForm = (event: FormEvent) => {
    event.preventDefault();
    onSave(values());
  };
  return (
    <form className={styles.form} onSubmit={onSubmitForm}>
      <label className={styles.field} htmlFor={`${ids}-title`}>
        <span className={styles.label}>{t('reads.editor.title')}</span>
        <input
          id={`${ids}-title`}
          className={styles.input}
          required
          maxLength={ARTICLE_TITLE_MAX}
          placeholder={t('reads.editor.titlePlaceholder')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <div className={styles.field}>
        <span className={styles.label}>{t('reads.editor.cover')}</span>
        <CoverPicker
          value={cover}
          onChange={(next) => {
            setCover(next);
            setCoverChanged(true);
          }}
        />
      </div>
      <div className={styles.pair}>
        {withSubject && (
          <label className={styles.field} htmlFor={`${ids}-subject`}>
            <span className={styles.label}>{t('reads.editor.subject')}</span>
            <input
              id={`${ids}-subject`}
              className={styles.input}
              maxLength={ARTICLE_SUBJECT_MAX}
              placeholder={t('reads.editor.subjectPlaceholder')}
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
            />
          </label>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${ids}-tags`}>
            {t('reads.editor.tags')}
          </label>
          <TagsInput id={`${ids}-tags`} value={tags} onChange={setTags} />
        </div>
      </div>
      <div className={styles.field}>
        <span className={styles.label} id={`${ids}-body`}>
          {t('reads.editor.body')}
        </span>
        <LazyRichTextEditor initialHtml={initial.body} onChange={setBody} label={t('reads.editor.body')} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={busy} disabled={!title.trim()}>
          {saveLabel}
        </Button>
        {submit && (
          <Button
            variant="primary"
            loading={busy}
            disabled={!title.trim()}
            onClick={() => submit.onSubmit(values())}
          >
            {submit.label}
          </Button>
        )}
      </div>
    </form>
  );
}
