/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SignInMutation, SignInMutationVariables } from '../graphql';

export const SignInDocument = "mutation SignIn($email:String!$password:String!$community:Boolean){signIn(email:$email password:$password community:$community){...SignInFields}}fragment SignInFields on SignInResult{firstTime token communityToken communityUrl user{pvid email dateJoined token verified isActive country role{pvid code name isPrivate}}companydata{pvid userPvid email name designation}}" as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
