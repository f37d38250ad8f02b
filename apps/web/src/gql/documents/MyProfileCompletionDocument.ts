/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MyProfileCompletionQuery, MyProfileCompletionQueryVariables } from '../graphql';

export const MyProfileCompletionDocument = "query MyProfileCompletion{getProfile{pvid userPvid userCode firstName lastName country roleCode completionUser{pvid completionPercent}completionDetail{pvid profileSection complete}visibleInSearch}}" as unknown as DocumentNode<MyProfileCompletionQuery, MyProfileCompletionQueryVariables>;
