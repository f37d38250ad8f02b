/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BrowseTutorFilterOptionsQuery, BrowseTutorFilterOptionsQueryVariables } from '../graphql';

export const BrowseTutorFilterOptionsDocument = "query BrowseTutorFilterOptions($country:String!){getProgrammeSubjectList(country:$country){pvid name}getProgrammeCurriculumList(country:$country){pvid name}getProgrammeLevelList(country:$country){pvid name curriculumPvid curriculumName}getProgrammeCityList(country:$country){pvid name}}" as unknown as DocumentNode<BrowseTutorFilterOptionsQuery, BrowseTutorFilterOptionsQueryVariables>;
