/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ActivateAccountMutation, ActivateAccountMutationVariables } from '../graphql';

export const ActivateAccountDocument = "mutation ActivateAccount($code:String!){activateAccount(code:$code){success message signIn{...SignInFields}}}fragment SignInFields on SignInResult{firstTime token communityToken communityUrl user{pvid email dateJoined token verified isActive country role{pvid code name isPrivate}}companydata{pvid userPvid email name designation}}" as unknown as DocumentNode<ActivateAccountMutation, ActivateAccountMutationVariables>;
