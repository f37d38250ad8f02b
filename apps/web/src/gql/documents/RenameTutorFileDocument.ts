/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { RenameTutorFileMutation, RenameTutorFileMutationVariables } from '../graphql';

export const RenameTutorFileDocument = "mutation RenameTutorFile($id:ID!$fileName:String!){renameTutorFile(id:$id fileName:$fileName){...TutorFileFields}}fragment TutorFileFields on TutorFile{id fileName mimeType sizeBytes createdAt downloadPath shares{id target label}}" as unknown as DocumentNode<RenameTutorFileMutation, RenameTutorFileMutationVariables>;
