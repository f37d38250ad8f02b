/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SignInFieldsFragment } from '../graphql';

export const SignInFieldsFragmentDoc = "fragment SignInFields on SignInResult{firstTime token communityToken communityUrl user{pvid email dateJoined token verified isActive country role{pvid code name isPrivate}}companydata{pvid userPvid email name designation}}" as unknown as DocumentNode<SignInFieldsFragment, unknown>;
