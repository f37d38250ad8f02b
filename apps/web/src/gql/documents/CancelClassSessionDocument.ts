/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CancelClassSessionMutation, CancelClassSessionMutationVariables } from '../graphql';

export const CancelClassSessionDocument = "mutation CancelClassSession($classId:ID!$sessionId:ID!){cancelClassSession(classId:$classId sessionId:$sessionId){refunded students}}" as unknown as DocumentNode<CancelClassSessionMutation, CancelClassSessionMutationVariables>;
