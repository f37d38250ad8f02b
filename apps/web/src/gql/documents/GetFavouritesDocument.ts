/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetFavouritesQuery, GetFavouritesQueryVariables } from '../graphql';

export const GetFavouritesDocument = "query GetFavourites{getFavourites{pvid uuid createdAt tutorName selectedItems{profileSubjectId units}tutor{...SearchTutorCard}}}fragment SearchTutorCard on SearchTutor{pvid userPvid firstName lastName address tutorKind token country currency pricePerHour description subjects experienceYears testimonial rating featured reputation{replyWithin acceptanceRate}resource{path}nonAcademic{pvid name status subNonAcademic{pvid nonAcademicPvid profileNonAcademicPvid name status pricePerHour orderList}}}" as unknown as DocumentNode<GetFavouritesQuery, GetFavouritesQueryVariables>;
