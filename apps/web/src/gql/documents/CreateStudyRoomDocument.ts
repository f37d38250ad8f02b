/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CreateStudyRoomMutation, CreateStudyRoomMutationVariables } from '../graphql';

export const CreateStudyRoomDocument = "mutation CreateStudyRoom($name:String!$topic:StudyRoomTopic!$mode:StudyRoomMode!$capacity:Int!){createStudyRoom(name:$name topic:$topic mode:$mode capacity:$capacity){...StudyRoomFields}}fragment StudyRoomFields on StudyRoom{id country name topic mode capacity closed creatorFirstName presentCount full present{userId firstName avatarUrl}timer{startedAt focusMinutes breakMinutes}serverNow viewerPresent viewerIsCreator classroomRoomId}" as unknown as DocumentNode<CreateStudyRoomMutation, CreateStudyRoomMutationVariables>;
