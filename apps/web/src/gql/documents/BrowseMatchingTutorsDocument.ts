/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BrowseMatchingTutorsQuery, BrowseMatchingTutorsQueryVariables } from '../graphql';

export const BrowseMatchingTutorsDocument = "query BrowseMatchingTutors($lessonPerWeek:Int!$preferredDays:[String!]!$subjects:[ID!]!$country:String){getMatchingTutors(lessonPerWeek:$lessonPerWeek preferredDays:$preferredDays subjects:$subjects country:$country){matchedSubjects weeklyPrice tutor{...SearchTutorCard}}}fragment SearchTutorCard on SearchTutor{pvid userPvid firstName lastName address tutorKind token country currency pricePerHour description subjects experienceYears testimonial rating featured reputation{replyWithin acceptanceRate}resource{path}nonAcademic{pvid name status subNonAcademic{pvid nonAcademicPvid profileNonAcademicPvid name status pricePerHour orderList}}}" as unknown as DocumentNode<BrowseMatchingTutorsQuery, BrowseMatchingTutorsQueryVariables>;
