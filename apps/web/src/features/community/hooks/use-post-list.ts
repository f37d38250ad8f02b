import { COMMUNITY_PAGE_SIZE, type CommunityTab, type CountryCode } from '@ajar/domain';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import {
  CreateCommunityPostDocument,
  GetPostListDocument,
  type CommunityPostFieldsFragment,
  type CommunityPostKind,
} from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError } from '../../../shared/feedback/toast';

type Post = CommunityPostFieldsFragment;

/** A market's community for a tab and a search: its pages, and the viewer's new questions and posts. */
export function usePostList(country: CountryCode, tab: CommunityTab, search: string, viewerKey: string) {
  const client = useClient();
  const [posts, setPosts] = useState<Post[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const fetchPage = useCallback(
    async (startIndex: number) => {
      const answer = await client
        .query(
          GetPostListDocument,
          { country, tab, search, startIndex, length: COMMUNITY_PAGE_SIZE },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (answer.error || !answer.data) throw answer.error ?? new Error('no data');
      return presentItems(answer.data.getPostList);
    },
    // viewerKey: the following tab and the viewer's votes depend on who asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, country, tab, search, viewerKey],
  );

  const loadFirst = useCallback(() => {
    setFailed(false);
    setPosts(null);
    fetchPage(0).then(
      (page) => {
        setPosts(page);
        setHasMore(page.length === COMMUNITY_PAGE_SIZE);
      },
      () => setFailed(true),
    );
  }, [fetchPage]);

  useEffect(loadFirst, [loadFirst]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const page = await fetchPage(posts?.length ?? 0);
      const seen = new Set(posts?.map((post) => post.pvid));
      setPosts((current) => [...(current ?? []), ...page.filter((post) => !seen.has(post.pvid))]);
      setHasMore(page.length === COMMUNITY_PAGE_SIZE);
    } catch (error) {
      showError(error);
    } finally {
      setLoadingMore(false);
    }
  };

  /** Publishes and shows it on top; throws the server's refusal for the form to show. */
  const create = async (input: { kind: CommunityPostKind; title: string; body: string; tags: string[] }) => {
    const answer = await client.mutation(CreateCommunityPostDocument, input).toPromise();
    if (answer.error || !answer.data) throw answer.error ?? new Error('no data');
    const created = answer.data.createCommunityPost;
    setPosts((current) => [created, ...(current ?? []).filter((post) => post.pvid !== created.pvid)]);
    return created;
  };

  return { posts, failed, hasMore, loadingMore, loadFirst, loadMore, create };
}
