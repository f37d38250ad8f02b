/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { HomeIntroVideosQuery, HomeIntroVideosQueryVariables } from '../graphql';

export const HomeIntroVideosDocument = "query HomeIntroVideos($limit:Int$country:String!){introVideoHome(limit:$limit country:$country){pvid fileName description durationSecs path poster tutorUserPvid tutorToken tutorFirstName tutorLastName tutorAvatar featured}}" as unknown as DocumentNode<HomeIntroVideosQuery, HomeIntroVideosQueryVariables>;
