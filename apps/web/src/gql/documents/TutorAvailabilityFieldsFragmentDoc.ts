/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorAvailabilityFieldsFragment } from '../graphql';

export const TutorAvailabilityFieldsFragmentDoc = "fragment TutorAvailabilityFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone isSet trialLesson{duration price currency}}" as unknown as DocumentNode<TutorAvailabilityFieldsFragment, unknown>;
