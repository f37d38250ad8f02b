/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddCommunityCommentMutation, AddCommunityCommentMutationVariables } from '../graphql';

export const AddCommunityCommentDocument = "mutation AddCommunityComment($targetType:CommunityTarget!$targetId:ID!$body:String!){addCommunityComment(targetType:$targetType targetId:$targetId body:$body){...CommunityCommentFields}}fragment CommunityAuthorFields on CommunityAuthor{userId name username picture}fragment CommunityCommentFields on CommunityComment{pvid postPvid answerPvid body postedDate author{...CommunityAuthorFields}}" as unknown as DocumentNode<AddCommunityCommentMutation, AddCommunityCommentMutationVariables>;
