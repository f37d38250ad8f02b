/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StudyRoomQuery, StudyRoomQueryVariables } from '../graphql';

export const StudyRoomDocument = "query StudyRoom($id:ID!){studyRoom(id:$id){...StudyRoomFields}}fragment StudyRoomFields on StudyRoom{id country name topic mode capacity closed creatorFirstName presentCount full present{userId firstName avatarUrl}timer{startedAt focusMinutes breakMinutes}serverNow viewerPresent viewerIsCreator classroomRoomId}" as unknown as DocumentNode<StudyRoomQuery, StudyRoomQueryVariables>;
