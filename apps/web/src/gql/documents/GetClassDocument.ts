/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetClassQuery, GetClassQueryVariables } from '../graphql';

export const GetClassDocument = "query GetClass($id:ID!){getClass(id:$id){...GroupClassFields}}fragment GroupClassFields on GroupClass{id title description country currency price due seats seatsTaken status cover enrolmentOpen viewerEnrolled viewerIsTutor subject{pvid name}level{pvid name}tutor{userPvid token firstName lastName avatar}sessions{id startTime endTime share cancelled earned classUrl}}" as unknown as DocumentNode<GetClassQuery, GetClassQueryVariables>;
