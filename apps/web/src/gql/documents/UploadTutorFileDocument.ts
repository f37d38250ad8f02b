/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadTutorFileMutation, UploadTutorFileMutationVariables } from '../graphql';

export const UploadTutorFileDocument = "mutation UploadTutorFile($file:Upload!){uploadTutorFile(file:$file){...TutorFileFields}}fragment TutorFileFields on TutorFile{id fileName mimeType sizeBytes createdAt downloadPath shares{id target label}}" as unknown as DocumentNode<UploadTutorFileMutation, UploadTutorFileMutationVariables>;
