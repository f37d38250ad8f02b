/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CalendarHoursFieldsFragment } from '../graphql';

export const CalendarHoursFieldsFragmentDoc = "fragment CalendarHoursFields on TutorAvailability{weekly{weekday intervals{start end}}exceptions{date kind intervals{start end}}noticeHours timeZone}" as unknown as DocumentNode<CalendarHoursFieldsFragment, unknown>;
