/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CloseStudyRoomMutation, CloseStudyRoomMutationVariables } from '../graphql';

export const CloseStudyRoomDocument = "mutation CloseStudyRoom($roomId:ID!$reason:String){closeStudyRoom(roomId:$roomId reason:$reason){id closed}}" as unknown as DocumentNode<CloseStudyRoomMutation, CloseStudyRoomMutationVariables>;
