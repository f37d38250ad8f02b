import type { CountryCode } from '@ajar/domain';
import { useState } from 'react';
import type { FeedFieldsFragment, FeedVote } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { CommentOutlined, LikeOutlined } from '../../../shared/ui/icons';
import { ReportButton } from '../../ops';
import { FeedAvatar } from './feed-avatar';
import { FeedComposer } from './feed-composer';
import { FeedText } from './feed-text';
import styles from './feed-item.module.css';

interface FeedItemProps {
  readonly feed: FeedFieldsFragment;
  readonly country: CountryCode;
  /** The signed-in viewer's pvid; null: a guest reads only. */
  readonly viewerId: string | null;
  readonly onVote: (feedCommentPvid: string, vote: FeedVote) => void;
  readonly onReply: (
    feedCommentPvid: string,
    comment: string,
    mentions: readonly string[],
  ) => Promise<boolean>;
}

function When({ iso, country }: { readonly iso: string; readonly country: CountryCode }) {
  return <time dateTime={iso}>{formatMarketDate(iso, country, 'D MMM YYYY, HH:mm')}</time>;
}

/** One thread of the wall: the comment, its votes, its replies and a reply box. */
export function FeedItem({ feed, country, viewerId, onVote, onReply }: FeedItemProps) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const name = `${feed.firstName} ${feed.lastName}`.trim();
  const signedIn = viewerId !== null;
  const vote = (value: FeedVote) => onVote(feed.pvid, value);
  return (
    <li className={styles.item}>
      <article aria-label={t('feeds.by', { name })}>
        <header className={styles.head}>
          <FeedAvatar name={name} avatar={feed.avatar} size={40} />
          <div className={styles.who}>
            <strong>{name}</strong>
            <When iso={feed.postedDate} country={country} />
          </div>
          {signedIn && feed.userPvid !== viewerId && (
            <ReportButton targetType="FEED_COMMENT" targetId={feed.pvid} label={t('feeds.report')} compact />
          )}
        </header>
        <FeedText text={feed.comment} mentioned={feed.mentioned} className={styles.text} />
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.vote}
            aria-pressed={feed.myVote === 'UP'}
            aria-label={t('feeds.vote.up', { count: feed.totalUpVoted })}
            disabled={!signedIn}
            onClick={() => vote('UP')}
          >
            <LikeOutlined aria-hidden />
            <span data-testid="up-count">{feed.totalUpVoted}</span>
          </button>
          <button
            type="button"
            className={styles.vote}
            aria-pressed={feed.myVote === 'DOWN'}
            aria-label={t('feeds.vote.down', { count: feed.totalDownVoted })}
            disabled={!signedIn}
            onClick={() => vote('DOWN')}
          >
            <LikeOutlined aria-hidden className={styles.down} />
            <span data-testid="down-count">{feed.totalDownVoted}</span>
          </button>
          <span className={styles.replyCount}>
            <CommentOutlined aria-hidden /> {t('feeds.reply.count', { count: feed.totalReply })}
          </span>
          {signedIn && !replying && (
            <Button onClick={() => setReplying(true)}>{t('feeds.reply.open')}</Button>
          )}
        </div>
        {feed.replies.length > 0 && (
          <ul className={styles.replies}>
            {feed.replies.map(
              (reply) =>
                reply && (
                  <li key={reply.pvid} className={styles.reply}>
                    <FeedAvatar name={reply.names} avatar={reply.avatar} size={28} />
                    <div className={styles.replyBody}>
                      <div className={styles.who}>
                        <strong>{reply.names}</strong>
                        <When iso={reply.postedDate} country={country} />
                      </div>
                      <FeedText text={reply.comment} mentioned={reply.mentioned} className={styles.text} />
                    </div>
                    {signedIn && reply.userPvid !== viewerId && (
                      <ReportButton
                        targetType="FEED_COMMENT"
                        targetId={reply.pvid}
                        label={t('feeds.report')}
                        compact
                      />
                    )}
                  </li>
                ),
            )}
          </ul>
        )}
        {replying && (
          <div className={styles.replyBox}>
            <FeedComposer
              label={t('feeds.reply.label', { name })}
              placeholder={t('feeds.reply.placeholder')}
              submitLabel={t('feeds.reply.submit')}
              cancelLabel={t('feeds.reply.cancel')}
              onCancel={() => setReplying(false)}
              autoFocus
              onSubmit={async (comment, mentions) => {
                const posted = await onReply(feed.pvid, comment, mentions);
                if (posted) setReplying(false);
                return posted;
              }}
            />
          </div>
        )}
      </article>
    </li>
  );
}
