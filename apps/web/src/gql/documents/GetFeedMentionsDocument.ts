/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetFeedMentionsQuery, GetFeedMentionsQueryVariables } from '../graphql';

export const GetFeedMentionsDocument = "query GetFeedMentions($search:String){getFeedMentions(search:$search){pvid firstName lastName avatar}}" as unknown as DocumentNode<GetFeedMentionsQuery, GetFeedMentionsQueryVariables>;
