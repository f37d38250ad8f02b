import { useMemo } from 'react';
import { useQuery, type CombinedError } from 'urql';
import { GetAutoMessagesDocument, type GetAutoMessagesQuery } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';

export type AutoMessage = NonNullable<GetAutoMessagesQuery['getAutoMessages'][number]>;

/** Adding or deleting a template must refresh a list that may be empty (no typename to go by). */
export const AUTO_MESSAGE_CONTEXT = { additionalTypenames: ['AutoMessage'] };

export interface AutoMessages {
  readonly items: readonly AutoMessage[] | null;
  readonly fetching: boolean;
  readonly error: CombinedError | undefined;
  readonly reload: () => void;
}

/**
 * `ownerId` null: the viewer's own templates (a tutor); a user id: that tutor's templates, which a
 * student sees as quick questions (the API answers none for anyone who is not a tutor).
 */
export function useAutoMessages(ownerId: string | null, pause = false): AutoMessages {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetAutoMessagesDocument,
    variables: ownerId === null ? {} : { userId: ownerId },
    pause,
    context: AUTO_MESSAGE_CONTEXT,
  });
  const list = data?.getAutoMessages;
  const items = useMemo(() => presentItems(list) ?? null, [list]);
  return {
    items,
    fetching,
    error,
    reload: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
