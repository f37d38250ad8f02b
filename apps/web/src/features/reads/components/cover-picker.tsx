import { sizedImagePath, uploadAccept } from '@ajar/domain';
import type { ChangeEvent } from 'react';
import { useMutation } from 'urql';
import { UploadArticleCoverDocument } from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { PictureOutlined } from '../../../shared/ui/icons';
import styles from './cover-picker.module.css';

export interface Cover {
  /** The upload's pvid (null: keep what is stored, or none). */
  readonly pvid: string | null;
  readonly path: string | null;
}

/** An article's (or blog post's) cover: uploaded at once (uploadArticleCover), shown, removable. */
export function CoverPicker({
  value,
  onChange,
}: {
  readonly value: Cover;
  readonly onChange: (cover: Cover) => void;
}) {
  const { t } = useTranslation();
  const [{ fetching }, upload] = useMutation(UploadArticleCoverDocument);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const answer = await upload({ file });
    const stored = answer.data?.uploadArticleCover;
    if (!stored) return void showError(answer.error ?? new Error(t('reads.editor.uploadFailed')));
    onChange({ pvid: stored.pvid, path: stored.path });
  };
  return (
    <div className={styles.picker}>
      <div className={styles.preview}>
        {value.path ? (
          <img
            src={sizedImagePath(value.path, 320)}
            alt={t('reads.editor.coverAlt')}
            width={320}
            height={168}
          />
        ) : (
          <PictureOutlined aria-hidden="true" />
        )}
      </div>
      <div className={styles.actions}>
        <label className={styles.upload} aria-busy={fetching || undefined}>
          {value.path ? t('reads.editor.coverChange') : t('reads.editor.coverUpload')}
          <input
            data-testid="article-cover-input"
            className={styles.file}
            type="file"
            accept={uploadAccept('ARTICLE_COVER')}
            disabled={fetching}
            onChange={(event) => void onFile(event)}
          />
        </label>
        {value.path && (
          <Button onClick={() => onChange({ pvid: null, path: null })}>
            {t('reads.editor.coverRemove')}
          </Button>
        )}
      </div>
    </div>
  );
}
