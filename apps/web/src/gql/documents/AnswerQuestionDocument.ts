/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AnswerQuestionMutation, AnswerQuestionMutationVariables } from '../graphql';

export const AnswerQuestionDocument = "mutation AnswerQuestion($postId:ID!$body:String!){answerQuestion(postId:$postId body:$body){...CommunityAnswerFields}}fragment CommunityAuthorFields on CommunityAuthor{userId name username picture}fragment CommunityCommentFields on CommunityComment{pvid postPvid answerPvid body postedDate author{...CommunityAuthorFields}}fragment CommunityAnswerFields on CommunityAnswer{pvid postPvid body postedDate upvotes downvotes isAccepted myVote author{...CommunityAuthorFields}comments{...CommunityCommentFields}}" as unknown as DocumentNode<AnswerQuestionMutation, AnswerQuestionMutationVariables>;
