/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetCommunitySidebarQuery, GetCommunitySidebarQueryVariables } from '../graphql';

export const GetCommunitySidebarDocument = "query GetCommunitySidebar($country:String){getUsersTeam(country:$country){userId username name picture title}getBrandIcon(country:$country){name url}}" as unknown as DocumentNode<GetCommunitySidebarQuery, GetCommunitySidebarQueryVariables>;
