/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StopStudyRoomTimerMutation, StopStudyRoomTimerMutationVariables } from '../graphql';

export const StopStudyRoomTimerDocument = "mutation StopStudyRoomTimer($roomId:ID!){stopStudyRoomTimer(roomId:$roomId){...StudyRoomFields}}fragment StudyRoomFields on StudyRoom{id country name topic mode capacity closed creatorFirstName presentCount full present{userId firstName avatarUrl}timer{startedAt focusMinutes breakMinutes}serverNow viewerPresent viewerIsCreator classroomRoomId}" as unknown as DocumentNode<StopStudyRoomTimerMutation, StopStudyRoomTimerMutationVariables>;
