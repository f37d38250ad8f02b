/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BrowseCounsellorFilterOptionsQuery, BrowseCounsellorFilterOptionsQueryVariables } from '../graphql';

export const BrowseCounsellorFilterOptionsDocument = "query BrowseCounsellorFilterOptions($country:String!){getProgrammeSubjectCounselling(country:$country){pvid name}getProgrammeCityList(country:$country){pvid name}}" as unknown as DocumentNode<BrowseCounsellorFilterOptionsQuery, BrowseCounsellorFilterOptionsQueryVariables>;
