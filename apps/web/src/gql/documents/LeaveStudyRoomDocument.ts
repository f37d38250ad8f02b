/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { LeaveStudyRoomMutation, LeaveStudyRoomMutationVariables } from '../graphql';

export const LeaveStudyRoomDocument = "mutation LeaveStudyRoom($roomId:ID!){leaveStudyRoom(roomId:$roomId){...StudyRoomFields}}fragment StudyRoomFields on StudyRoom{id country name topic mode capacity closed creatorFirstName presentCount full present{userId firstName avatarUrl}timer{startedAt focusMinutes breakMinutes}serverNow viewerPresent viewerIsCreator classroomRoomId}" as unknown as DocumentNode<LeaveStudyRoomMutation, LeaveStudyRoomMutationVariables>;
