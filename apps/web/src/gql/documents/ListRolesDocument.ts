/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ListRolesQuery, ListRolesQueryVariables } from '../graphql';

export const ListRolesDocument = "query ListRoles{listRoles{pvid code name isPrivate}}" as unknown as DocumentNode<ListRolesQuery, ListRolesQueryVariables>;
