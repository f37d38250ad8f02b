import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import {
  AcceptAnswerDocument,
  AddCommunityCommentDocument,
  AnswerQuestionDocument,
  GetCommunityPostDocument,
  VoteCommunityDocument,
  type CommunityTarget,
  type CommunityVote,
  type GetCommunityPostQuery,
} from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError } from '../../../shared/feedback/toast';

type Loaded = {
  readonly post: GetCommunityPostQuery['getCommunityPost'];
  readonly answers: NonNullable<GetCommunityPostQuery['getAnswerList'][number]>[];
};

const failedWith = (answer: { error?: unknown; data?: unknown }) => {
  if (answer.error || !answer.data) throw answer.error ?? new Error('no data');
};

/** One question or post with its answers and comments; every change reloads it from the server. */
export function useCommunityPost(postId: string, viewerKey: string) {
  const client = useClient();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'notFound'>('loading');

  const reload = useCallback(async () => {
    const answer = await client
      .query(GetCommunityPostDocument, { postId }, { requestPolicy: 'network-only' })
      .toPromise();
    if (answer.data) {
      setLoaded({ post: answer.data.getCommunityPost, answers: presentItems(answer.data.getAnswerList) });
      setState('ready');
      return;
    }
    const notFound = answer.error?.graphQLErrors.some((error) => error.extensions['code'] === 'NOT_FOUND');
    setState(notFound ? 'notFound' : 'failed');
    // viewerKey: the viewer's own votes come with the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, postId, viewerKey]);

  useEffect(() => {
    setState('loading');
    void reload();
  }, [reload]);

  const act = async (run: () => Promise<{ error?: unknown; data?: unknown }>, quiet = false) => {
    try {
      failedWith(await run());
      await reload();
    } catch (error) {
      if (quiet) throw error;
      showError(error);
    }
  };

  return {
    loaded,
    state,
    reload: () => {
      setState('loading');
      void reload();
    },
    vote: (targetType: CommunityTarget, targetId: string, vote: CommunityVote) =>
      act(() => client.mutation(VoteCommunityDocument, { targetType, targetId, vote }).toPromise()),
    answer: (body: string) =>
      act(() => client.mutation(AnswerQuestionDocument, { postId, body }).toPromise(), true),
    comment: (targetType: CommunityTarget, targetId: string, body: string) =>
      act(
        () => client.mutation(AddCommunityCommentDocument, { targetType, targetId, body }).toPromise(),
        true,
      ),
    accept: (answerId: string) => act(() => client.mutation(AcceptAnswerDocument, { answerId }).toPromise()),
  };
}
