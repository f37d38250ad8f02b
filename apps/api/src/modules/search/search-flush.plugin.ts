import type { DefinitionNode, DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../graphql/context';
import { flushSearchIndex } from './search-indexer';

/** Mutations by name in the spec that only read: nothing to flush, and searching stays one round trip. */
const READ_ONLY_MUTATIONS = new Set(['findTutors']);

/** True when the document holds a mutation with a root field that may write. */
function mayWrite(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition: DefinitionNode) =>
      definition.kind === 'OperationDefinition' &&
      definition.operation === 'mutation' &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind !== 'Field' || !READ_ONLY_MUTATIONS.has(selection.name.value),
      ),
  );
}

/**
 * After a mutation, the search documents it made stale are rebuilt before the response leaves, so a
 * tutor sees their change in search at once. A failed flush leaves them queued for the interval flush.
 */
export function searchFlushPlugin(onError: (error: unknown) => void): Plugin<GraphQLContext> {
  return {
    onExecute: ({ args, executeFn, setExecuteFn }) => {
      if (!mayWrite(args.document)) return;
      setExecuteFn(async (executeArgs) => {
        const result = await executeFn(executeArgs);
        try {
          const { deps } = executeArgs.contextValue as GraphQLContext;
          await flushSearchIndex(deps.db, { now: deps.clock.now() });
        } catch (error) {
          onError(error);
        }
        return result;
      });
    },
  };
}
