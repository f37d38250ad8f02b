/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyCertificateMutation, DeleteMyCertificateMutationVariables } from '../graphql';

export const DeleteMyCertificateDocument = "mutation DeleteMyCertificate($pvid:ID!){deleteCertificate(pvid:$pvid){success message}}" as unknown as DocumentNode<DeleteMyCertificateMutation, DeleteMyCertificateMutationVariables>;
