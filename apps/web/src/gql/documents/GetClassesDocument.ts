/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetClassesQuery, GetClassesQueryVariables } from '../graphql';

export const GetClassesDocument = "query GetClasses($country:String!$subjectPvid:ID$levelPvid:ID$fromDate:String$toDate:String$minPrice:Money$maxPrice:Money$keywords:String$page:Int){getClasses(country:$country subjectPvid:$subjectPvid levelPvid:$levelPvid fromDate:$fromDate toDate:$toDate minPrice:$minPrice maxPrice:$maxPrice keywords:$keywords page:$page){total page pageSize items{...GroupClassFields}}}fragment GroupClassFields on GroupClass{id title description country currency price due seats seatsTaken status cover enrolmentOpen viewerEnrolled viewerIsTutor subject{pvid name}level{pvid name}tutor{userPvid token firstName lastName avatar}sessions{id startTime endTime share cancelled earned classUrl}}" as unknown as DocumentNode<GetClassesQuery, GetClassesQueryVariables>;
