/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BrowseFindCoachesQuery, BrowseFindCoachesQueryVariables } from '../graphql';

export const BrowseFindCoachesDocument = "query BrowseFindCoaches($keywords:String$price_range:PriceRange$limit:Int$page:Int$recently:Boolean$alphabet:Boolean$country:String$coachesSubjectPvid:ID$cities:[String!]){findCoaches(keywords:$keywords price_range:$price_range limit:$limit page:$page recently:$recently alphabet:$alphabet country:$country coachesSubjectPvid:$coachesSubjectPvid cities:$cities){page total totalPages coaches{pvid userPvid firstName lastName address token pricePerHour currency country description userSubject{pvid orderList programSubjectCoachesPvid pricePerHour subject{pvid name country}}resource{path}}}}" as unknown as DocumentNode<BrowseFindCoachesQuery, BrowseFindCoachesQueryVariables>;
