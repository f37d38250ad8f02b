/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SignOutMutation, SignOutMutationVariables } from '../graphql';

export const SignOutDocument = "mutation SignOut{signOut{success message}}" as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
