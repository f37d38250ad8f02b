/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { TestimonialTutorQuery, TestimonialTutorQueryVariables } from '../graphql';

export const TestimonialTutorDocument = /*#__PURE__*/ gql("query TestimonialTutor($code:String!){getProfile(code:$code){pvid userPvid userCode firstName lastName initialName avatar country subjectList{pvid programmeSubjectPvid name}}}") as unknown as DocumentNode<TestimonialTutorQuery, TestimonialTutorQueryVariables>;
