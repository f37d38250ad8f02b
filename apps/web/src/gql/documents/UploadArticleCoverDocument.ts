/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadArticleCoverMutation, UploadArticleCoverMutationVariables } from '../graphql';

export const UploadArticleCoverDocument = "mutation UploadArticleCover($file:Upload!){uploadArticleCover(file:$file){pvid path}}" as unknown as DocumentNode<UploadArticleCoverMutation, UploadArticleCoverMutationVariables>;
