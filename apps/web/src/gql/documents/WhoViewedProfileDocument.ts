/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { WhoViewedProfileQuery, WhoViewedProfileQueryVariables } from '../graphql';

export const WhoViewedProfileDocument = "query WhoViewedProfile{listWhoViewedProfile{oneWeek twoWeeks oneMonth viewers{userPvid firstName lastName avatar viewedAt}}}" as unknown as DocumentNode<WhoViewedProfileQuery, WhoViewedProfileQueryVariables>;
