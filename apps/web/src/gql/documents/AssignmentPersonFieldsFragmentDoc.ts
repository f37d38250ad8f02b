/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AssignmentPersonFieldsFragment } from '../graphql';

export const AssignmentPersonFieldsFragmentDoc = /*#__PURE__*/ gql("fragment AssignmentPersonFields on AssignmentPerson{userPvid userCode firstName lastName avatarUrl}") as unknown as DocumentNode<AssignmentPersonFieldsFragment, unknown>;
