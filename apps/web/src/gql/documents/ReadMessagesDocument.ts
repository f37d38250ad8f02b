/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ReadMessagesMutation, ReadMessagesMutationVariables } from '../graphql';

export const ReadMessagesDocument = "mutation ReadMessages($roomId:ID!$messages:[ID!]!){readMessages(roomId:$roomId messages:$messages){roomId readerId messageIds}}" as unknown as DocumentNode<ReadMessagesMutation, ReadMessagesMutationVariables>;
