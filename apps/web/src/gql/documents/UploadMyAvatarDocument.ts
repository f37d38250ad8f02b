/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadMyAvatarMutation, UploadMyAvatarMutationVariables } from '../graphql';

export const UploadMyAvatarDocument = "mutation UploadMyAvatar($file:Upload!){uploadAvatar(file:$file){pvid path}}" as unknown as DocumentNode<UploadMyAvatarMutation, UploadMyAvatarMutationVariables>;
