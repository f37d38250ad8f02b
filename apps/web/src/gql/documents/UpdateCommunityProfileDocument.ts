/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UpdateCommunityProfileMutation, UpdateCommunityProfileMutationVariables } from '../graphql';

export const UpdateCommunityProfileDocument = "mutation UpdateCommunityProfile($title:String$description:String$website:String$location:String){updateCommunityProfile(title:$title description:$description website:$website location:$location){...CommunityProfileFields}}fragment CommunityProfileFields on CommunityProfile{userId username name score description title banner picture website location gender isTeam posts questions comments answers followings followers}" as unknown as DocumentNode<UpdateCommunityProfileMutation, UpdateCommunityProfileMutationVariables>;
