/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { RequestResetPasswordMutation, RequestResetPasswordMutationVariables } from '../graphql';

export const RequestResetPasswordDocument = "mutation RequestResetPassword($email:String!){requestResetPassword(email:$email){success message}}" as unknown as DocumentNode<RequestResetPasswordMutation, RequestResetPasswordMutationVariables>;
