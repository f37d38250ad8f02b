/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ShareTutorFileMutation, ShareTutorFileMutationVariables } from '../graphql';

export const ShareTutorFileDocument = "mutation ShareTutorFile($id:ID!$bookingId:ID$classId:ID){shareTutorFile(id:$id bookingId:$bookingId classId:$classId){...TutorFileFields}}fragment TutorFileFields on TutorFile{id fileName mimeType sizeBytes createdAt downloadPath shares{id target label}}" as unknown as DocumentNode<ShareTutorFileMutation, ShareTutorFileMutationVariables>;
