/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UnshareTutorFileMutation, UnshareTutorFileMutationVariables } from '../graphql';

export const UnshareTutorFileDocument = "mutation UnshareTutorFile($shareId:ID!){unshareTutorFile(shareId:$shareId){success}}" as unknown as DocumentNode<UnshareTutorFileMutation, UnshareTutorFileMutationVariables>;
