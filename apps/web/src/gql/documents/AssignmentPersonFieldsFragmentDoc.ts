/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AssignmentPersonFieldsFragment } from '../graphql';

export const AssignmentPersonFieldsFragmentDoc = "fragment AssignmentPersonFields on AssignmentPerson{userPvid userCode firstName lastName avatarUrl}" as unknown as DocumentNode<AssignmentPersonFieldsFragment, unknown>;
