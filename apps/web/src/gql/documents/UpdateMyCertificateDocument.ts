/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UpdateMyCertificateMutation, UpdateMyCertificateMutationVariables } from '../graphql';

export const UpdateMyCertificateDocument = "mutation UpdateMyCertificate($pvid:ID!$name:String!$issuer:String!$issuedDate:String!$resourcePvid:ID){updateCertificate(pvid:$pvid name:$name issuer:$issuer issuedDate:$issuedDate resourcePvid:$resourcePvid){pvid name issuer issuedDate relativePath fileName}}" as unknown as DocumentNode<UpdateMyCertificateMutation, UpdateMyCertificateMutationVariables>;
