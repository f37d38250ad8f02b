/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StartStudyRoomTimerMutation, StartStudyRoomTimerMutationVariables } from '../graphql';

export const StartStudyRoomTimerDocument = "mutation StartStudyRoomTimer($roomId:ID!$focusMinutes:Int!$breakMinutes:Int!){startStudyRoomTimer(roomId:$roomId focusMinutes:$focusMinutes breakMinutes:$breakMinutes){...StudyRoomFields}}fragment StudyRoomFields on StudyRoom{id country name topic mode capacity closed creatorFirstName presentCount full present{userId firstName avatarUrl}timer{startedAt focusMinutes breakMinutes}serverNow viewerPresent viewerIsCreator classroomRoomId}" as unknown as DocumentNode<StartStudyRoomTimerMutation, StartStudyRoomTimerMutationVariables>;
