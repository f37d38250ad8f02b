/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetAutoMessagesQuery, GetAutoMessagesQueryVariables } from '../graphql';

export const GetAutoMessagesDocument = "query GetAutoMessages($userId:ID){getAutoMessages(userId:$userId){_id userId question createdAt}}" as unknown as DocumentNode<GetAutoMessagesQuery, GetAutoMessagesQueryVariables>;
