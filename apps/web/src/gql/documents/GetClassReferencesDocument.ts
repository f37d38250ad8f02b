/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetClassReferencesQuery, GetClassReferencesQueryVariables } from '../graphql';

export const GetClassReferencesDocument = "query GetClassReferences($country:String!){getProgrammeSubjectList(country:$country){pvid name}getProgrammeLevelList(country:$country){pvid name curriculumName}}" as unknown as DocumentNode<GetClassReferencesQuery, GetClassReferencesQueryVariables>;
