/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ReadMessagesMutation, ReadMessagesMutationVariables } from '../graphql';

export const ReadMessagesDocument = /*#__PURE__*/ gql("mutation ReadMessages($roomId:ID!$messages:[ID!]!){readMessages(roomId:$roomId messages:$messages){roomId readerId messageIds}}") as unknown as DocumentNode<ReadMessagesMutation, ReadMessagesMutationVariables>;
