/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetMyTutorClassesQuery, GetMyTutorClassesQueryVariables } from '../graphql';

export const GetMyTutorClassesDocument = "query GetMyTutorClasses{getMyTutorClasses{earned held class{...GroupClassFields}enrolments{id studentPvid firstName lastName paid refunded status}}}fragment GroupClassFields on GroupClass{id title description country currency price due seats seatsTaken status cover enrolmentOpen viewerEnrolled viewerIsTutor subject{pvid name}level{pvid name}tutor{userPvid token firstName lastName avatar}sessions{id startTime endTime share cancelled earned classUrl}}" as unknown as DocumentNode<GetMyTutorClassesQuery, GetMyTutorClassesQueryVariables>;
