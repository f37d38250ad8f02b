/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteMyCertificateMutation, DeleteMyCertificateMutationVariables } from '../graphql';

export const DeleteMyCertificateDocument = /*#__PURE__*/ gql("mutation DeleteMyCertificate($pvid:ID!){deleteCertificate(pvid:$pvid){success message}}") as unknown as DocumentNode<DeleteMyCertificateMutation, DeleteMyCertificateMutationVariables>;
