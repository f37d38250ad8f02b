import { communityMemberPath, communityPostPath, countryPath, type CountryCode } from '@ajar/domain';
import { Link } from 'react-router';
import type { CommunityPostFieldsFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CheckCircleFilled, CommentOutlined } from '../../../shared/ui/icons';
import styles from './community.module.css';
import { MemberAvatar } from './member-avatar';
import { PostedAt } from './posted-at';

/** One question or post in a list: its kind, title, author, tags and counts; the title opens it. */
export function PostCard({ post, country }: { post: CommunityPostFieldsFragment; country: CountryCode }) {
  const { t } = useTranslation();
  return (
    <li className={styles.card} data-testid="community-post">
      <div className={styles.head}>
        <MemberAvatar name={post.author.name} picture={post.author.picture ?? null} size={36} />
        <div className={styles.who}>
          <Link to={countryPath(country, communityMemberPath(post.author.username))}>{post.author.name}</Link>
          <span className={styles.muted}>
            <PostedAt iso={post.postedDate} country={country} />
          </span>
        </div>
        <span className={styles.kind}>{t(`community.kind.${post.kind}`)}</span>
      </div>
      <h2 className={styles.title}>
        <Link to={countryPath(country, communityPostPath(post.pvid))}>{post.title}</Link>
      </h2>
      {post.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('community.form.tags')}>
          {post.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <div className={`${styles.actions} ${styles.muted}`}>
        <span>▲ {post.upvotes - post.downvotes}</span>
        {post.kind === 'QUESTION' && <span>{t('community.card.answers', { count: post.answerCount })}</span>}
        <span>
          <CommentOutlined aria-hidden /> {t('community.card.comments', { count: post.commentCount })}
        </span>
        {post.acceptedAnswerPvid && (
          <span className={styles.accepted}>
            <CheckCircleFilled aria-hidden /> {t('community.card.accepted')}
          </span>
        )}
      </div>
    </li>
  );
}
