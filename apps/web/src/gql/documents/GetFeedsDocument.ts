/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetFeedsQuery, GetFeedsQueryVariables } from '../graphql';

export const GetFeedsDocument = "query GetFeeds($startIndex:Int$length:Int$country:String){getFeeds(startIndex:$startIndex length:$length country:$country){...FeedFields}}fragment FeedFields on Feed{pvid userPvid firstName lastName avatar comment postedDate totalUpVoted totalDownVoted totalReply myVote mentioned replies{pvid userPvid comment postedDate names avatar mentioned}}" as unknown as DocumentNode<GetFeedsQuery, GetFeedsQueryVariables>;
