import { communityMemberPath, countryPath, type CountryCode } from '@ajar/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CommunityCommentFieldsFragment } from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './community.module.css';
import { PostedAt } from './posted-at';

interface CommentThreadProps {
  readonly comments: readonly CommunityCommentFieldsFragment[];
  readonly country: CountryCode;
  /** Null signed out: the comments show, the box does not. */
  readonly onComment: ((body: string) => Promise<void>) | null;
}

/** The comments on a post or an answer, and a one-line box to add one. */
export function CommentThread({ comments, country, onComment }: CommentThreadProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onComment || !text.trim()) return;
    setBusy(true);
    try {
      await onComment(text);
      setText('');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {comments.length > 0 && (
        <ul className={styles.comments}>
          {comments.map((comment) => (
            <li key={comment.pvid} className={styles.comment}>
              {comment.body} —{' '}
              <Link to={countryPath(country, communityMemberPath(comment.author.username))}>
                {comment.author.name}
              </Link>{' '}
              <span className={styles.muted}>
                <PostedAt iso={comment.postedDate} country={country} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {onComment && (
        <form className={styles.commentBox} onSubmit={(event) => void submit(event)}>
          <input
            aria-label={t('community.post.commentLabel')}
            placeholder={t('community.post.commentLabel')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" loading={busy}>
            {t('community.post.commentSubmit')}
          </Button>
        </form>
      )}
    </>
  );
}
