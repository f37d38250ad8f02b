/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UpdateTutorTrialLessonMutation, UpdateTutorTrialLessonMutationVariables } from '../graphql';

export const UpdateTutorTrialLessonDocument = "mutation UpdateTutorTrialLesson($offered:Boolean!$duration:Int$price:Money){updateTutorTrialLesson(offered:$offered duration:$duration price:$price){...TutorAvailabilityFields}}fragment TutorAvailabilityFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone isSet trialLesson{duration price currency}}" as unknown as DocumentNode<UpdateTutorTrialLessonMutation, UpdateTutorTrialLessonMutationVariables>;
