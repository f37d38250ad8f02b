/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SearchTutorCardFragment } from '../graphql';

export const SearchTutorCardFragmentDoc = "fragment SearchTutorCard on SearchTutor{pvid userPvid firstName lastName address tutorKind token country currency pricePerHour description subjects experienceYears testimonial rating featured reputation{replyWithin acceptanceRate}resource{path}nonAcademic{pvid name status subNonAcademic{pvid nonAcademicPvid profileNonAcademicPvid name status pricePerHour orderList}}}" as unknown as DocumentNode<SearchTutorCardFragment, unknown>;
