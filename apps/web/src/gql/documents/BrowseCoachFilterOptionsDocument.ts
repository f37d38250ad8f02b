/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BrowseCoachFilterOptionsQuery, BrowseCoachFilterOptionsQueryVariables } from '../graphql';

export const BrowseCoachFilterOptionsDocument = "query BrowseCoachFilterOptions($country:String!){listProfileNonAcademic(country:$country){pvid name subNonAcademic{pvid name}}getProgrammeCityList(country:$country){pvid name}}" as unknown as DocumentNode<BrowseCoachFilterOptionsQuery, BrowseCoachFilterOptionsQueryVariables>;
