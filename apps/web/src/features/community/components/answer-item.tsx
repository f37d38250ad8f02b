import { communityMemberPath, countryPath, type CountryCode } from '@ajar/domain';
import { Link } from 'react-router';
import { presentItems } from '../../../shared/api/present-items';
import type { CommunityAnswerFieldsFragment, CommunityVote } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { CheckCircleFilled } from '../../../shared/ui/icons';
import { CommentThread } from './comment-thread';
import styles from './community.module.css';
import { MemberAvatar } from './member-avatar';
import { PostedAt } from './posted-at';
import { VoteButtons } from './vote-buttons';

interface AnswerItemProps {
  readonly answer: CommunityAnswerFieldsFragment;
  readonly country: CountryCode;
  readonly viewerId: string | null;
  /** Set when the viewer asked the question: they may accept (or move the acceptance to) this answer. */
  readonly onAccept: (() => void) | null;
  readonly onVote: (vote: CommunityVote) => void;
  readonly onComment: (body: string) => Promise<void>;
}

export function AnswerItem({ answer, country, viewerId, onAccept, onVote, onComment }: AnswerItemProps) {
  const { t } = useTranslation();
  const mayVote = viewerId !== null && viewerId !== answer.author.userId;
  return (
    <li className={styles.card} data-testid="community-answer">
      <div className={styles.head}>
        <MemberAvatar name={answer.author.name} picture={answer.author.picture ?? null} size={32} />
        <div className={styles.who}>
          <Link to={countryPath(country, communityMemberPath(answer.author.username))}>
            {answer.author.name}
          </Link>
          <span className={styles.muted}>
            <PostedAt iso={answer.postedDate} country={country} />
          </span>
        </div>
        {answer.isAccepted && (
          <span className={styles.accepted}>
            <CheckCircleFilled aria-hidden /> {t('community.post.accepted')}
          </span>
        )}
      </div>
      <p className={styles.body}>{answer.body}</p>
      <div className={styles.actions}>
        <VoteButtons
          upvotes={answer.upvotes}
          downvotes={answer.downvotes}
          myVote={answer.myVote}
          onVote={mayVote ? onVote : null}
        />
        {onAccept && !answer.isAccepted && (
          <Button onClick={onAccept} icon={<CheckCircleFilled aria-hidden />}>
            {t('community.post.accept')}
          </Button>
        )}
      </div>
      <CommentThread
        comments={presentItems(answer.comments)}
        country={country}
        onComment={viewerId ? onComment : null}
      />
    </li>
  );
}
