/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EnterStudyRoomMutation, EnterStudyRoomMutationVariables } from '../graphql';

export const EnterStudyRoomDocument = "mutation EnterStudyRoom($roomId:ID!){enterStudyRoom(roomId:$roomId){...StudyRoomFields}}fragment StudyRoomFields on StudyRoom{id country name topic mode capacity closed creatorFirstName presentCount full present{userId firstName avatarUrl}timer{startedAt focusMinutes breakMinutes}serverNow viewerPresent viewerIsCreator classroomRoomId}" as unknown as DocumentNode<EnterStudyRoomMutation, EnterStudyRoomMutationVariables>;
