/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteTutorFileMutation, DeleteTutorFileMutationVariables } from '../graphql';

export const DeleteTutorFileDocument = "mutation DeleteTutorFile($id:ID!){deleteTutorFile(id:$id){success}}" as unknown as DocumentNode<DeleteTutorFileMutation, DeleteTutorFileMutationVariables>;
