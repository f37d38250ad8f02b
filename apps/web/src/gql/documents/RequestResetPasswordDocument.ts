/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { RequestResetPasswordMutation, RequestResetPasswordMutationVariables } from '../graphql';

export const RequestResetPasswordDocument = /*#__PURE__*/ gql("mutation RequestResetPassword($email:String!){requestResetPassword(email:$email){success message}}") as unknown as DocumentNode<RequestResetPasswordMutation, RequestResetPasswordMutationVariables>;
