/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { LeaveClassroomMutation, LeaveClassroomMutationVariables } from '../graphql';

export const LeaveClassroomDocument = "mutation LeaveClassroom($roomId:ID!$peerId:ID!){leaveClassroom(roomId:$roomId peerId:$peerId)}" as unknown as DocumentNode<LeaveClassroomMutation, LeaveClassroomMutationVariables>;
