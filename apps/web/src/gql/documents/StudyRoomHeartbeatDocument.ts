/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StudyRoomHeartbeatMutation, StudyRoomHeartbeatMutationVariables } from '../graphql';

export const StudyRoomHeartbeatDocument = "mutation StudyRoomHeartbeat($roomId:ID!){studyRoomHeartbeat(roomId:$roomId){...StudyRoomFields}}fragment StudyRoomFields on StudyRoom{id country name topic mode capacity closed creatorFirstName presentCount full present{userId firstName avatarUrl}timer{startedAt focusMinutes breakMinutes}serverNow viewerPresent viewerIsCreator classroomRoomId}" as unknown as DocumentNode<StudyRoomHeartbeatMutation, StudyRoomHeartbeatMutationVariables>;
