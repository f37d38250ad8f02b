/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { FeedChangedSubscription, FeedChangedSubscriptionVariables } from '../graphql';

export const FeedChangedDocument = "subscription FeedChanged($country:String!){feedChanged(country:$country){...FeedFields}}fragment FeedFields on Feed{pvid userPvid firstName lastName avatar comment postedDate totalUpVoted totalDownVoted totalReply myVote mentioned replies{pvid userPvid comment postedDate names avatar mentioned}}" as unknown as DocumentNode<FeedChangedSubscription, FeedChangedSubscriptionVariables>;
