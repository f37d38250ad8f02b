import { FEED_PAGE_SIZE, type CountryCode } from '@ajar/domain';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import {
  AddCommentDocument,
  AddReplyDocument,
  AddVoteDocument,
  FeedChangedDocument,
  GetFeedsDocument,
  type FeedFieldsFragment,
  type FeedVote,
} from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError } from '../../../shared/feedback/toast';
import { useLiveSubscription } from '../../chats';

type Feed = FeedFieldsFragment;

/**
 * Puts a thread into the list: replaces the one with its pvid, or puts a new one on top. A live event knows
 * nobody's vote, so the viewer's own is kept unless the answer is their own (`ownAnswer`).
 */
export function mergeFeed(list: readonly Feed[], feed: Feed, ownAnswer: boolean): Feed[] {
  const index = list.findIndex((item) => item.pvid === feed.pvid);
  if (index === -1) return [feed, ...list];
  const current = list[index];
  const merged = ownAnswer || !current ? feed : { ...feed, myVote: current.myVote };
  return list.map((item, position) => (position === index ? merged : item));
}

/** Appends a page, skipping threads already shown (new ones arrived live and moved the offsets). */
export function appendPage(list: readonly Feed[], page: readonly Feed[]): Feed[] {
  const seen = new Set(list.map((item) => item.pvid));
  return [...list, ...page.filter((item) => !seen.has(item.pvid))];
}

/** A market's wall: its pages (startIndex, length), live changes, and the viewer's comments, replies and votes. */
export function useFeed(country: CountryCode, signedIn: boolean) {
  const client = useClient();
  const [feeds, setFeeds] = useState<Feed[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const fetchPage = useCallback(
    async (startIndex: number) => {
      const answer = await client
        .query(
          GetFeedsDocument,
          { startIndex, length: FEED_PAGE_SIZE, country },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (answer.error || !answer.data) throw answer.error ?? new Error('no data');
      return presentItems(answer.data.getFeeds);
    },
    [client, country],
  );

  const loadFirst = useCallback(() => {
    setFailed(false);
    fetchPage(0).then(
      (page) => {
        setFeeds(page);
        setHasMore(page.length === FEED_PAGE_SIZE);
      },
      () => setFailed(true),
    );
  }, [fetchPage]);

  useEffect(loadFirst, [loadFirst]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const page = await fetchPage(feeds?.length ?? 0);
      setFeeds((current) => appendPage(current ?? [], page));
      setHasMore(page.length === FEED_PAGE_SIZE);
    } catch (error) {
      showError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  useLiveSubscription(FeedChangedDocument, { country }, (data) =>
    setFeeds((current) => (current ? mergeFeed(current, data.feedChanged, false) : current)),
  );

  const ownAnswer = (feed: Feed | undefined) => {
    if (feed) setFeeds((current) => mergeFeed(current ?? [], feed, true));
    return feed !== undefined;
  };

  const comment = async (text: string, mentions: readonly string[]) => {
    const answer = await client
      .mutation(AddCommentDocument, { comment: text, mentions: [...mentions] })
      .toPromise();
    if (answer.error) showError(answer.error);
    return ownAnswer(answer.data?.addComment);
  };

  const reply = async (feedCommentPvid: string, text: string, mentions: readonly string[]) => {
    const answer = await client
      .mutation(AddReplyDocument, { feedCommentPvid, comment: text, mentions: [...mentions] })
      .toPromise();
    if (answer.error) showError(answer.error);
    return ownAnswer(answer.data?.addReply);
  };

  const vote = async (feedCommentPvid: string, value: FeedVote) => {
    if (!signedIn) return;
    const answer = await client.mutation(AddVoteDocument, { feedCommentPvid, vote: value }).toPromise();
    const counted = answer.data?.addVote;
    if (!counted) {
      showError(answer.error);
      return;
    }
    setFeeds((current) =>
      (current ?? []).map((item) =>
        item.pvid === counted.feedCommentPvid
          ? {
              ...item,
              myVote: counted.vote,
              totalUpVoted: counted.totalUpVoted,
              totalDownVoted: counted.totalDownVoted,
            }
          : item,
      ),
    );
  };

  return { feeds, failed, hasMore, loadingMore, loadFirst, loadMore, comment, reply, vote };
}
