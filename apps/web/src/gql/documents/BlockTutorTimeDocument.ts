/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BlockTutorTimeMutation, BlockTutorTimeMutationVariables } from '../graphql';

export const BlockTutorTimeDocument = "mutation BlockTutorTime($date:String!$start:Int!$end:Int!){blockTutorTime(date:$date start:$start end:$end){...TutorAvailabilityFields}}fragment TutorAvailabilityFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone isSet trialLesson{duration price currency}}" as unknown as DocumentNode<BlockTutorTimeMutation, BlockTutorTimeMutationVariables>;
