/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ResetPasswordMutation, ResetPasswordMutationVariables } from '../graphql';

export const ResetPasswordDocument = "mutation ResetPassword($newPassword1:String!$newPassword2:String!$resetCode:String!){resetPassword(newPassword1:$newPassword1 newPassword2:$newPassword2 resetCode:$resetCode){success message}}" as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
