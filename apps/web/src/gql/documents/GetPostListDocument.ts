/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetPostListQuery, GetPostListQueryVariables } from '../graphql';

export const GetPostListDocument = "query GetPostList($country:String$tab:CommunityTab$search:String$startIndex:Int$length:Int){getPostList(country:$country tab:$tab search:$search startIndex:$startIndex length:$length){...CommunityPostFields}}fragment CommunityAuthorFields on CommunityAuthor{userId name username picture}fragment CommunityPostFields on CommunityPost{pvid kind title body tags postedDate upvotes downvotes answerCount commentCount acceptedAnswerPvid myVote author{...CommunityAuthorFields}}" as unknown as DocumentNode<GetPostListQuery, GetPostListQueryVariables>;
