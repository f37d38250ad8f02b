/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetProfileQuery, GetProfileQueryVariables } from '../graphql';

export const GetProfileDocument = "query GetProfile{getProfile{pvid userPvid userCode firstName lastName initialName email roleCode roleName tutorKind country currency balance hasBalance avatar}}" as unknown as DocumentNode<GetProfileQuery, GetProfileQueryVariables>;
