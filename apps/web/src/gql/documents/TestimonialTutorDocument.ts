/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TestimonialTutorQuery, TestimonialTutorQueryVariables } from '../graphql';

export const TestimonialTutorDocument = "query TestimonialTutor($code:String!){getProfile(code:$code){pvid userPvid userCode firstName lastName initialName avatar country subjectList{pvid programmeSubjectPvid name}}}" as unknown as DocumentNode<TestimonialTutorQuery, TestimonialTutorQueryVariables>;
