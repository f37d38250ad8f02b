import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback } from 'react';
import { useMutation, type AnyVariables, type OperationContext, type OperationResult } from 'urql';

/**
 * Deletes and uploads answer with a MutationResult or a Resource, not a Profile, so the document cache
 * would not know the profile changed: naming the Profile type makes every profile query refetch.
 */
const REFRESHES_PROFILE: Partial<OperationContext> = { additionalTypenames: ['Profile'] };

export function useProfileMutation<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
): [boolean, (variables: Variables) => Promise<OperationResult<Data, Variables>>] {
  const [{ fetching }, execute] = useMutation(document);
  const run = useCallback((variables: Variables) => execute(variables, REFRESHES_PROFILE), [execute]);
  return [fetching, run];
}
