/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetCommunityMemberQuery, GetCommunityMemberQueryVariables } from '../graphql';

export const GetCommunityMemberDocument = "query GetCommunityMember($username:String){getUserInfo(username:$username){...CommunityProfileFields}}fragment CommunityProfileFields on CommunityProfile{userId username name score description title banner picture website location gender isTeam posts questions comments answers followings followers}" as unknown as DocumentNode<GetCommunityMemberQuery, GetCommunityMemberQueryVariables>;
