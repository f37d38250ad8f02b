import {
  ACCOUNT_ROUTES,
  countryPath,
  parseArticleSegment,
  READS_ROUTES,
  sizedImagePath,
  tutorProfilePath,
} from '@ajar/domain';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import {
  GetArticleDocument,
  ViewArticleDocument,
  VoteArticleDocument,
  type FeedVote,
} from '../../../gql/graphql';
import { showErrorText } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { useSession } from '../../../shared/session/use-session';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { EyeOutlined, LikeOutlined } from '../../../shared/ui/icons';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ArticleComments } from '../components/article-comments';
import { useReadMoreCopy } from '../hooks/use-read-more-copy';
import styles from './reads-pages.module.css';

/**
 * /{country}/reads/details/{title}--{postId}--{userId}: one article; the reader is counted once a day, votes
 * up or down and comments. Its author and the team also see it before it is published, marked as a preview.
 */
export function ReadsDetailsPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const { pathname } = useLocation();
  const { isSignedIn } = useSession();
  const ref = parseArticleSegment(useParams()['slug'] ?? '');
  const articlePvid = ref?.postId ?? '';
  const [result] = useQuery({ query: GetArticleDocument, variables: { articlePvid }, pause: !ref });
  const [, view] = useMutation(ViewArticleDocument);
  const [, vote] = useMutation(VoteArticleDocument);
  const [counts, setCounts] = useState<{ up: number; down: number; mine: FeedVote | null } | null>(null);
  const onCopy = useReadMoreCopy(t('reads.details.readMore'));
  const article = result.data?.getArticle;
  useDocumentTitle(brandedTitle(article?.title ?? t('reads.meta.details.title')));
  const published = article?.status === 'PUBLISHED';
  useEffect(() => {
    if (published && articlePvid) void view({ articlePvid });
  }, [published, articlePvid, view]);

  if (!ref || (result.error && !article))
    return (
      <div className={styles.article}>
        <p role="alert">{t('reads.details.notFound')}</p>
        <Link to={countryPath(country, READS_ROUTES.public)}>{t('reads.details.back')}</Link>
      </div>
    );
  if (!article)
    return (
      <div className={styles.article} aria-busy="true">
        <SkeletonBlock width="100%" height={240} />
        <SkeletonBlock width="70%" height={36} />
        <SkeletonBlock width="100%" height={200} />
      </div>
    );
  const up = counts?.up ?? article.upvotes;
  const down = counts?.down ?? article.downvotes;
  const mine = counts ? counts.mine : (article.myVote ?? null);
  const onVote = async (value: FeedVote) => {
    const answer = await vote({ articlePvid, vote: value });
    const voted = answer.data?.voteArticle;
    if (!voted) return showErrorText(t('reads.details.voteFailed'));
    setCounts({ up: voted.upvotes, down: voted.downvotes, mine: voted.vote });
  };
  const name = `${article.authorFirstName} ${article.authorLastName}`.trim();
  const profile = tutorProfilePath(country, {
    token: article.authorToken,
    id: article.userPvid,
    firstName: article.authorFirstName,
    lastName: article.authorLastName,
  });
  const login = `${countryPath(country, ACCOUNT_ROUTES.login)}?${new URLSearchParams({ redirect: pathname }).toString()}`;

  return (
    <article className={styles.article}>
      <Link className={styles.back} to={countryPath(country, READS_ROUTES.public)}>
        ← {t('reads.details.back')}
      </Link>
      {!published && <p className={styles.notice}>{t('reads.details.preview')}</p>}
      {article.image && (
        <img
          className={styles.cover}
          src={sizedImagePath(article.image, 760)}
          alt=""
          width={760}
          height={399}
        />
      )}
      <h1 className={styles.heading}>{article.title}</h1>
      <div className={styles.byline}>
        <Link to={profile} className={styles.author}>
          {article.authorAvatar && (
            <img
              className={styles.avatar}
              src={sizedImagePath(article.authorAvatar, 36)}
              alt=""
              width={36}
              height={36}
            />
          )}
          {t('reads.details.by', { name })}
        </Link>
        <time dateTime={article.postedDate as string}>
          {t('reads.details.published', { date: formatMarketDate(article.postedDate as string, country) })}
        </time>
        <span>
          <EyeOutlined aria-hidden="true" /> {t('reads.card.views', { count: article.views })}
        </span>
        {article.subject && (
          <span className={styles.subject}>{t('reads.details.subject', { subject: article.subject })}</span>
        )}
      </div>
      {/* The body is HTML the server cut to its allow-list when it was saved (reads-sanitize.ts). */}
      <div className={styles.body} onCopy={onCopy} dangerouslySetInnerHTML={{ __html: article.body }} />
      {article.tags.length > 0 && (
        <p className={styles.tags}>
          {article.tags.map((tag) => (
            <Link
              key={tag}
              className={styles.tagButton}
              to={`${countryPath(country, READS_ROUTES.public)}?tag=${encodeURIComponent(tag)}`}
            >
              #{tag}
            </Link>
          ))}
        </p>
      )}
      {published && (
        <>
          <div className={styles.votes}>
            <button
              type="button"
              className={styles.vote}
              aria-pressed={mine === 'UP'}
              disabled={!isSignedIn}
              onClick={() => void onVote('UP')}
            >
              <LikeOutlined aria-hidden="true" /> {t('reads.details.voteUp', { count: up })}
            </button>
            <button
              type="button"
              className={`${styles.vote} ${styles.down}`}
              aria-pressed={mine === 'DOWN'}
              disabled={!isSignedIn}
              onClick={() => void onVote('DOWN')}
            >
              <LikeOutlined aria-hidden="true" /> {t('reads.details.voteDown', { count: down })}
            </button>
            {!isSignedIn && (
              <>
                <span className={styles.muted}>{t('reads.details.signedOut')}</span>
                <ActionLink to={login} variant="primary">
                  {t('reads.details.logIn')}
                </ActionLink>
              </>
            )}
          </div>
          <ArticleComments articlePvid={articlePvid} country={country} signedIn={isSignedIn} />
        </>
      )}
    </article>
  );
}
