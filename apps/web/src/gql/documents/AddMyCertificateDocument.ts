/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddMyCertificateMutation, AddMyCertificateMutationVariables } from '../graphql';

export const AddMyCertificateDocument = "mutation AddMyCertificate($name:String!$issuer:String!$issuedDate:String!$resourcePvid:ID){addCertificate(name:$name issuer:$issuer issuedDate:$issuedDate resourcePvid:$resourcePvid){pvid name issuer issuedDate relativePath fileName}}" as unknown as DocumentNode<AddMyCertificateMutation, AddMyCertificateMutationVariables>;
