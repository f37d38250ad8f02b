/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { EnrolInClassMutation, EnrolInClassMutationVariables } from '../graphql';

export const EnrolInClassDocument = "mutation EnrolInClass($classId:ID!){enrolInClass(classId:$classId){classId enrolmentId paid currency}}" as unknown as DocumentNode<EnrolInClassMutation, EnrolInClassMutationVariables>;
