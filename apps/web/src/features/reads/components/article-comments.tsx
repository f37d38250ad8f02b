import { ARTICLE_COMMENT_MAX, type CountryCode } from '@ajar/domain';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { AddArticleCommentDocument, GetArticleCommentsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from '../pages/reads-pages.module.css';

/** An article's comments, oldest first, and (signed in) the box to add one. */
export function ArticleComments({
  articlePvid,
  country,
  signedIn,
}: {
  readonly articlePvid: string;
  readonly country: CountryCode;
  readonly signedIn: boolean;
}) {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({
    query: GetArticleCommentsDocument,
    variables: { articlePvid, length: 50 },
  });
  const [{ fetching }, add] = useMutation(AddArticleCommentDocument);
  const [text, setText] = useState('');
  const comments = presentItems(result.data?.getArticleComments ?? []);
  const length = Array.from(text).length;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || length > ARTICLE_COMMENT_MAX) return;
    const answer = await add({ articlePvid, comment: text.trim() });
    if (answer.error) return void showError(answer.error);
    setText('');
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <section aria-labelledby="article-comments">
      <h2 id="article-comments">{t('reads.details.comments')}</h2>
      {comments.length === 0 && result.data && (
        <p className={styles.muted}>{t('reads.details.noComments')}</p>
      )}
      <ul className={styles.comments}>
        {comments.map((comment) => (
          <li key={comment.pvid} className={styles.comment}>
            <div className={styles.row}>
              <strong>{comment.names}</strong>
              <time className={styles.muted} dateTime={comment.postedDate as string}>
                {formatMarketDate(comment.postedDate as string, country, 'D MMM YYYY, HH:mm')}
              </time>
            </div>
            <p>{comment.comment}</p>
          </li>
        ))}
      </ul>
      {signedIn && (
        <form className={styles.commentForm} onSubmit={(event) => void onSubmit(event)}>
          <label htmlFor="article-comment">{t('reads.details.commentLabel')}</label>
          <textarea
            id="article-comment"
            className={styles.textarea}
            placeholder={t('reads.details.commentPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={styles.row}>
            <span className={styles.muted} aria-live="polite">
              {t('reads.details.counter', { count: length, max: ARTICLE_COMMENT_MAX })}
            </span>
            <Button
              type="submit"
              variant="primary"
              loading={fetching}
              disabled={!text.trim() || length > ARTICLE_COMMENT_MAX}
            >
              {t('reads.details.commentSubmit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
