/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TutorAnalyticsQuery, TutorAnalyticsQueryVariables } from '../graphql';

export const TutorAnalyticsDocument = "query TutorAnalytics{getTutorAnalytics{timeZone currency weeks{weekStart views bookings earnings conversionPercent}}}" as unknown as DocumentNode<TutorAnalyticsQuery, TutorAnalyticsQueryVariables>;
