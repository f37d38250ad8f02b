import { visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { containsNulCharacter } from '../http/nul-characters';
import { DomainError, maskError } from './errors';

function documentContainsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (node.value.includes('\u0000')) found = true;
    },
  });
  return found;
}

const refusal = () => ({ errors: [maskError(new DomainError('BAD_USER_INPUT', 'textInvalid'))] });

/** Refuses an operation whose variables or inline strings carry U+0000, before any resolver runs. */
export const refuseNulCharactersPlugin: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    if (containsNulCharacter(args.variableValues) || documentContainsNul(args.document))
      setResultAndStopExecution(refusal());
  },
  onSubscribe({ args, setResultAndStopExecution }) {
    if (containsNulCharacter(args.variableValues) || documentContainsNul(args.document))
      setResultAndStopExecution(refusal());
  },
};
