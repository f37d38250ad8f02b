/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UnblockTutorTimeMutation, UnblockTutorTimeMutationVariables } from '../graphql';

export const UnblockTutorTimeDocument = "mutation UnblockTutorTime($date:String!$start:Int!$end:Int!){unblockTutorTime(date:$date start:$start end:$end){...TutorAvailabilityFields}}fragment TutorAvailabilityFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone isSet trialLesson{duration price currency}}" as unknown as DocumentNode<UnblockTutorTimeMutation, UnblockTutorTimeMutationVariables>;
