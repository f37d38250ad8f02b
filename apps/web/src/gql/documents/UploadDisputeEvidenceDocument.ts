/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadDisputeEvidenceMutation, UploadDisputeEvidenceMutationVariables } from '../graphql';

export const UploadDisputeEvidenceDocument = "mutation UploadDisputeEvidence($file:Upload!){uploadDisputeEvidence(file:$file){pvid fileName}}" as unknown as DocumentNode<UploadDisputeEvidenceMutation, UploadDisputeEvidenceMutationVariables>;
