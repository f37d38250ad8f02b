/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CommunityProfileFieldsFragment } from '../graphql';

export const CommunityProfileFieldsFragmentDoc = "fragment CommunityProfileFields on CommunityProfile{userId username name score description title banner picture website location gender isTeam posts questions comments answers followings followers}" as unknown as DocumentNode<CommunityProfileFieldsFragment, unknown>;
