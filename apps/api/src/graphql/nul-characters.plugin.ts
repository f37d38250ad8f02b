import { visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { containsNulCharacter } from '../http/nul-characters';
import { maskError } from './errors';
import { DomainError } from '../kernel/domain-error';

function documentContainsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}

/** Refuses an operation whose variables or inline strings carry U+0000, before any resolver runs. */
function refuseNul({
  args,
  setResultAndStopExecution,
}: {
  args: { variableValues?: unknown; document: DocumentNode };
  setResultAndStopExecution: (result: { errors: Error[] }) => void;
}): void {
  if (containsNulCharacter(args.variableValues) || documentContainsNul(args.document))
    setResultAndStopExecution({ errors: [maskError(new DomainError('BAD_USER_INPUT', 'textInvalid'))] });
}

export const refuseNulCharactersPlugin: Plugin = { onExecute: refuseNul, onSubscribe: refuseNul };
