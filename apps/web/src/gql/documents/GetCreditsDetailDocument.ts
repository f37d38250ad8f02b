/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetCreditsDetailQuery, GetCreditsDetailQueryVariables } from '../graphql';

export const GetCreditsDetailDocument = "query GetCreditsDetail($currency:String){getUserCredits{credits}getAjarCreditsPriceByCurreny(currency:$currency){amount currency price}}" as unknown as DocumentNode<GetCreditsDetailQuery, GetCreditsDetailQueryVariables>;
