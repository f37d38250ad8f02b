/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CreateCommunityPostMutation, CreateCommunityPostMutationVariables } from '../graphql';

export const CreateCommunityPostDocument = "mutation CreateCommunityPost($kind:CommunityPostKind!$title:String!$body:String!$tags:[String!]){createCommunityPost(kind:$kind title:$title body:$body tags:$tags){...CommunityPostFields}}fragment CommunityAuthorFields on CommunityAuthor{userId name username picture}fragment CommunityPostFields on CommunityPost{pvid kind title body tags postedDate upvotes downvotes answerCount commentCount acceptedAnswerPvid myVote author{...CommunityAuthorFields}}" as unknown as DocumentNode<CreateCommunityPostMutation, CreateCommunityPostMutationVariables>;
