/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AcceptAnswerMutation, AcceptAnswerMutationVariables } from '../graphql';

export const AcceptAnswerDocument = "mutation AcceptAnswer($answerId:ID!){acceptAnswer(answerId:$answerId){pvid isAccepted}}" as unknown as DocumentNode<AcceptAnswerMutation, AcceptAnswerMutationVariables>;
