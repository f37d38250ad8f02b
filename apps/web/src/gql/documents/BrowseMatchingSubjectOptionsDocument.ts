/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BrowseMatchingSubjectOptionsQuery, BrowseMatchingSubjectOptionsQueryVariables } from '../graphql';

export const BrowseMatchingSubjectOptionsDocument = "query BrowseMatchingSubjectOptions($country:String!){getProgrammeSubjectList(country:$country){pvid name}}" as unknown as DocumentNode<BrowseMatchingSubjectOptionsQuery, BrowseMatchingSubjectOptionsQueryVariables>;
