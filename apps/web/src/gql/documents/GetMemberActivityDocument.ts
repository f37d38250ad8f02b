/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetMemberActivityQuery, GetMemberActivityQueryVariables } from '../graphql';

export const GetMemberActivityDocument = "query GetMemberActivity($userId:ID!){getUserLastActivity(userId:$userId)}" as unknown as DocumentNode<GetMemberActivityQuery, GetMemberActivityQueryVariables>;
