/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetMyOnlineClassesQuery, GetMyOnlineClassesQueryVariables } from '../graphql';

export const GetMyOnlineClassesDocument = "query GetMyOnlineClasses{getMyOnlineClasses{enrolmentId status paid refunded enrolledAt class{...GroupClassFields}}}fragment GroupClassFields on GroupClass{id title description country currency price due seats seatsTaken status cover enrolmentOpen viewerEnrolled viewerIsTutor subject{pvid name}level{pvid name}tutor{userPvid token firstName lastName avatar}sessions{id startTime endTime share cancelled earned classUrl}}" as unknown as DocumentNode<GetMyOnlineClassesQuery, GetMyOnlineClassesQueryVariables>;
