/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeactivateUserAccountMutation, DeactivateUserAccountMutationVariables } from '../graphql';

export const DeactivateUserAccountDocument = "mutation DeactivateUserAccount($reason:String!){deactivateUserAccount(reason:$reason){success message}}" as unknown as DocumentNode<DeactivateUserAccountMutation, DeactivateUserAccountMutationVariables>;
