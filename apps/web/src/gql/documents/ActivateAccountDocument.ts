/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ActivateAccountMutation, ActivateAccountMutationVariables } from '../graphql';

export const ActivateAccountDocument = "mutation ActivateAccount($code:String!){activateAccount(code:$code){success message}}" as unknown as DocumentNode<ActivateAccountMutation, ActivateAccountMutationVariables>;
