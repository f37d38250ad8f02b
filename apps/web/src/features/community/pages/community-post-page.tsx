import { communityMemberPath, countryPath, COMMUNITY_ROUTES } from '@ajar/domain';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { presentItems } from '../../../shared/api/present-items';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { useSession } from '../../../shared/session/use-session';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { Button } from '../../../shared/ui/button';
import { MessageOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AnswerItem } from '../components/answer-item';
import { CommentThread } from '../components/comment-thread';
import cards from '../components/community.module.css';
import { MemberAvatar } from '../components/member-avatar';
import { PostedAt } from '../components/posted-at';
import { VoteButtons } from '../components/vote-buttons';
import { useCommunityPost } from '../hooks/use-community-post';
import { communityLoginHref } from './community-links';
import styles from './community-page.module.css';

/** /{country}/community/p/{postId}: a question or post with its votes, comments, answers and acceptance. */
export function CommunityPostPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const { pathname } = useLocation();
  const { postId = '' } = useParams();
  const { isSignedIn, user } = useSession();
  const viewerId = isSignedIn ? (user?.pvid ?? null) : null;
  const thread = useCommunityPost(postId, viewerId ?? '');
  const post = thread.loaded?.post;
  useDocumentTitle(brandedTitle(post?.title ?? t('community.meta.post.title')));
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submitAnswer = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setAnswerError(null);
    try {
      await thread.answer(answer);
      setAnswer('');
    } catch (error) {
      setAnswerError(describeError(error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame
      icon={<MessageOutlined />}
      title={t('community.title')}
      subtitle={<Link to={countryPath(country, COMMUNITY_ROUTES.home)}>{t('community.post.back')}</Link>}
    >
      {thread.state === 'loading' && !post && <SkeletonBlock height={160} />}
      {thread.state === 'failed' && (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{t('community.loadFailed')}</p>
          <Button onClick={thread.reload}>{t('community.retry')}</Button>
        </div>
      )}
      {thread.state === 'notFound' && (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{t('community.post.notFound')}</p>
        </div>
      )}
      {post && thread.loaded && (
        <>
          <article className={cards.card}>
            <div className={cards.head}>
              <MemberAvatar name={post.author.name} picture={post.author.picture ?? null} size={40} />
              <div className={cards.who}>
                <Link to={countryPath(country, communityMemberPath(post.author.username))}>
                  {post.author.name}
                </Link>
                <span className={cards.muted}>
                  <PostedAt iso={post.postedDate} country={country} />
                </span>
              </div>
              <span className={cards.kind}>{t(`community.kind.${post.kind}`)}</span>
            </div>
            <h2 className={cards.title}>{post.title}</h2>
            <p className={cards.body}>{post.body}</p>
            {post.tags.length > 0 && (
              <ul className={cards.tags} aria-label={t('community.form.tags')}>
                {post.tags.map((tag) => (
                  <li key={tag}>#{tag}</li>
                ))}
              </ul>
            )}
            <div className={cards.actions}>
              <VoteButtons
                upvotes={post.upvotes}
                downvotes={post.downvotes}
                myVote={post.myVote}
                onVote={
                  viewerId && viewerId !== post.author.userId
                    ? (vote) => void thread.vote('POST', post.pvid, vote)
                    : null
                }
              />
            </div>
            <CommentThread
              comments={presentItems(post.comments)}
              country={country}
              onComment={viewerId ? (body) => thread.comment('POST', post.pvid, body) : null}
            />
          </article>
          {post.kind === 'QUESTION' && (
            <section aria-labelledby="answers-title">
              <h2 id="answers-title" className={styles.sectionTitle}>
                {t('community.post.answersTitle')} ({thread.loaded.answers.length})
              </h2>
              {thread.loaded.answers.length === 0 && (
                <p className={styles.muted}>{t('community.post.noAnswers')}</p>
              )}
              <ul className={styles.list}>
                {thread.loaded.answers.map((item) => (
                  <AnswerItem
                    key={item.pvid}
                    answer={item}
                    country={country}
                    viewerId={viewerId}
                    onAccept={
                      viewerId === post.author.userId
                        ? () =>
                            void thread
                              .accept(item.pvid)
                              .then(() => showSuccess(t('community.post.acceptedToast')))
                        : null
                    }
                    onVote={(vote) => void thread.vote('ANSWER', item.pvid, vote)}
                    onComment={(body) => thread.comment('ANSWER', item.pvid, body)}
                  />
                ))}
              </ul>
              {viewerId ? (
                <form
                  className={`${cards.form} ${styles.panel}`}
                  onSubmit={(event) => void submitAnswer(event)}
                >
                  <label>
                    {t('community.post.answerLabel')}
                    <textarea
                      name="answer"
                      value={answer}
                      required
                      onChange={(event) => setAnswer(event.target.value)}
                    />
                  </label>
                  {answerError && (
                    <p className={cards.error} role="alert">
                      {answerError}
                    </p>
                  )}
                  <div className={cards.formActions}>
                    <Button type="submit" variant="primary" loading={sending}>
                      {t('community.post.answerSubmit')}
                    </Button>
                  </div>
                </form>
              ) : (
                <p>
                  <ActionLink to={communityLoginHref(country, pathname)} variant="primary">
                    {t('community.post.logInToAnswer')}
                  </ActionLink>
                </p>
              )}
            </section>
          )}
        </>
      )}
    </PageFrame>
  );
}
