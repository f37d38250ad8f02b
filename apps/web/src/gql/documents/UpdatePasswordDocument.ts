/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UpdatePasswordMutation, UpdatePasswordMutationVariables } from '../graphql';

export const UpdatePasswordDocument = "mutation UpdatePassword($newPassword1:String!$newPassword2:String!$oldPassword:String!){updatePassword(newPassword1:$newPassword1 newPassword2:$newPassword2 oldPassword:$oldPassword){success message token user{pvid email dateJoined token verified isActive country role{pvid code name isPrivate}}}}" as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
