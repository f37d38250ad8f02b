/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetCreditsHomeQuery, GetCreditsHomeQueryVariables } from '../graphql';

export const GetCreditsHomeDocument = "query GetCreditsHome{getUserCredits{credits}getUserCreditsHistory{id amount reason description type createdAt}home:getAjarCreditsBoostPrices(type:HomePage){numberOfDays price}listing:getAjarCreditsBoostPrices(type:CategoryListingPage){numberOfDays price}}" as unknown as DocumentNode<GetCreditsHomeQuery, GetCreditsHomeQueryVariables>;
