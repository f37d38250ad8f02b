/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetBoostPageQuery, GetBoostPageQueryVariables } from '../graphql';

export const GetBoostPageDocument = "query GetBoostPage{getUserCredits{credits}getUserBoosts{id boostType numberOfDays credits startsAt endsAt status}home:getAjarCreditsBoostPrices(type:HomePage){numberOfDays price}listing:getAjarCreditsBoostPrices(type:CategoryListingPage){numberOfDays price}}" as unknown as DocumentNode<GetBoostPageQuery, GetBoostPageQueryVariables>;
