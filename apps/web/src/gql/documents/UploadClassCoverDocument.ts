/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadClassCoverMutation, UploadClassCoverMutationVariables } from '../graphql';

export const UploadClassCoverDocument = "mutation UploadClassCover($file:Upload!){uploadClassCover(file:$file){pvid path}}" as unknown as DocumentNode<UploadClassCoverMutation, UploadClassCoverMutationVariables>;
