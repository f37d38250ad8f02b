/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetCreditsHomeQuery, GetCreditsHomeQueryVariables } from '../graphql';

export const GetCreditsHomeDocument = "query GetCreditsHome{getUserCredits{credits}getUserCreditsHistory{...CreditHistoryLine}home:getAjarCreditsBoostPrices(type:HomePage){numberOfDays price}listing:getAjarCreditsBoostPrices(type:CategoryListingPage){numberOfDays price}}fragment CreditHistoryLine on CreditHistory{id amount reason description type createdAt}" as unknown as DocumentNode<GetCreditsHomeQuery, GetCreditsHomeQueryVariables>;
