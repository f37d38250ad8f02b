/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { StudyRoomsQuery, StudyRoomsQueryVariables } from '../graphql';

export const StudyRoomsDocument = "query StudyRooms($country:String!$topic:StudyRoomTopic){studyRooms(country:$country topic:$topic){...StudyRoomFields}}fragment StudyRoomFields on StudyRoom{id country name topic mode capacity closed creatorFirstName presentCount full present{userId firstName avatarUrl}timer{startedAt focusMinutes breakMinutes}serverNow viewerPresent viewerIsCreator classroomRoomId}" as unknown as DocumentNode<StudyRoomsQuery, StudyRoomsQueryVariables>;
