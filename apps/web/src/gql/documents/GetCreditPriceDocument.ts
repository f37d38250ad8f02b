/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetCreditPriceQuery, GetCreditPriceQueryVariables } from '../graphql';

export const GetCreditPriceDocument = "query GetCreditPrice($currency:String){getUserCredits{credits}getAjarCreditsPriceByCurreny(currency:$currency){price currency amount}}" as unknown as DocumentNode<GetCreditPriceQuery, GetCreditPriceQueryVariables>;
