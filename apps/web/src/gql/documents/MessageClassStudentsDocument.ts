/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MessageClassStudentsMutation, MessageClassStudentsMutationVariables } from '../graphql';

export const MessageClassStudentsDocument = "mutation MessageClassStudents($classId:ID!$message:String!){messageClassStudents(classId:$classId message:$message)}" as unknown as DocumentNode<MessageClassStudentsMutation, MessageClassStudentsMutationVariables>;
