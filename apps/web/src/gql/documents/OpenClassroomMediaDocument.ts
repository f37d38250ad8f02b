/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { OpenClassroomMediaMutation, OpenClassroomMediaMutationVariables } from '../graphql';

export const OpenClassroomMediaDocument = "mutation OpenClassroomMedia($roomId:ID!){openClassroomMedia(roomId:$roomId){mode provider url room token}}" as unknown as DocumentNode<OpenClassroomMediaMutation, OpenClassroomMediaMutationVariables>;
