/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { RecommendedTutorsQuery, RecommendedTutorsQueryVariables } from '../graphql';

export const RecommendedTutorsDocument = "query RecommendedTutors($limit:Int){getRecommendedTutors(limit:$limit){subjectPvid subjectName pricePerHour currency levelMatched tutor{pvid userPvid firstName lastName token country}}}" as unknown as DocumentNode<RecommendedTutorsQuery, RecommendedTutorsQueryVariables>;
