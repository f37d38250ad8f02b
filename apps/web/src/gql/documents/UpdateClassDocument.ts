/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UpdateClassMutation, UpdateClassMutationVariables } from '../graphql';

export const UpdateClassDocument = "mutation UpdateClass($id:ID!$title:String$description:String$seats:Int$price:Money){updateClass(id:$id title:$title description:$description seats:$seats price:$price){...GroupClassFields}}fragment GroupClassFields on GroupClass{id title description country currency price due seats seatsTaken status cover enrolmentOpen viewerEnrolled viewerIsTutor subject{pvid name}level{pvid name}tutor{userPvid token firstName lastName avatar}sessions{id startTime endTime share cancelled earned classUrl}}" as unknown as DocumentNode<UpdateClassMutation, UpdateClassMutationVariables>;
