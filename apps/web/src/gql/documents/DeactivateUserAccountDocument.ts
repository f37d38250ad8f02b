/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeactivateUserAccountMutation, DeactivateUserAccountMutationVariables } from '../graphql';

export const DeactivateUserAccountDocument = /*#__PURE__*/ gql("mutation DeactivateUserAccount($reason:String!){deactivateUserAccount(reason:$reason){success message}}") as unknown as DocumentNode<DeactivateUserAccountMutation, DeactivateUserAccountMutationVariables>;
