/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetTutorDashboardQuery, GetTutorDashboardQueryVariables } from '../graphql';

export const GetTutorDashboardDocument = "query GetTutorDashboard{getTutorDashboard{country timeZone currency earningsThisMonth profileViewsWeek profileViewsMonth completionPercent upcomingLessons{bookingId studentName startTime endTime status}upcomingClassSessions{sessionId classId title startsAt endsAt seats seatsTaken}reputation{medianReplyMinutes replyWithin acceptanceRate}}}" as unknown as DocumentNode<GetTutorDashboardQuery, GetTutorDashboardQueryVariables>;
