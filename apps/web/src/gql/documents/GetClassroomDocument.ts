/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetClassroomQuery, GetClassroomQueryVariables } from '../graphql';

export const GetClassroomDocument = "query GetClassroom($roomId:ID!){getClassroom(roomId:$roomId){roomId kind title startsAt endsAt opensAt state removed myRole seats{userId firstName lastName role}mediaMode iceServers{urls username credential}}}" as unknown as DocumentNode<GetClassroomQuery, GetClassroomQueryVariables>;
