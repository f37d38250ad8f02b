import type { CommunityVote } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LikeOutlined } from '../../../shared/ui/icons';
import styles from './community.module.css';

interface VoteButtonsProps {
  readonly upvotes: number;
  readonly downvotes: number;
  readonly myVote: CommunityVote | null | undefined;
  /** Null: the viewer may not vote (signed out, or their own writing). */
  readonly onVote: ((vote: CommunityVote) => void) | null;
}

/** Up and down, one per member: the pressed one is the viewer's vote. */
export function VoteButtons({ upvotes, downvotes, myVote, onVote }: VoteButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={styles.vote}
        aria-pressed={myVote === 'UP'}
        aria-label={t('community.vote.up', { count: upvotes })}
        disabled={!onVote}
        onClick={() => onVote?.('UP')}
      >
        <LikeOutlined aria-hidden />
        <span data-testid="up-count">{upvotes}</span>
      </button>
      <button
        type="button"
        className={styles.vote}
        aria-pressed={myVote === 'DOWN'}
        aria-label={t('community.vote.down', { count: downvotes })}
        disabled={!onVote}
        onClick={() => onVote?.('DOWN')}
      >
        <LikeOutlined aria-hidden className={styles.down} />
        <span data-testid="down-count">{downvotes}</span>
      </button>
    </>
  );
}
