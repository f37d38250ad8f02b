/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CreateClassMutation, CreateClassMutationVariables } from '../graphql';

export const CreateClassDocument = "mutation CreateClass($title:String!$subjectPvid:ID!$levelPvid:ID!$description:String!$coverPvid:ID$seats:Int!$price:Money!$sessions:[ClassSessionInput!]!){createClass(title:$title subjectPvid:$subjectPvid levelPvid:$levelPvid description:$description coverPvid:$coverPvid seats:$seats price:$price sessions:$sessions){...GroupClassFields}}fragment GroupClassFields on GroupClass{id title description country currency price due seats seatsTaken status cover enrolmentOpen viewerEnrolled viewerIsTutor subject{pvid name}level{pvid name}tutor{userPvid token firstName lastName avatar}sessions{id startTime endTime share cancelled earned classUrl}}" as unknown as DocumentNode<CreateClassMutation, CreateClassMutationVariables>;
