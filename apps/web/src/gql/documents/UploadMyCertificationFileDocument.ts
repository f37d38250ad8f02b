/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadMyCertificationFileMutation, UploadMyCertificationFileMutationVariables } from '../graphql';

export const UploadMyCertificationFileDocument = "mutation UploadMyCertificationFile($file:Upload!){uploadCertification(file:$file){pvid path fileName}}" as unknown as DocumentNode<UploadMyCertificationFileMutation, UploadMyCertificationFileMutationVariables>;
