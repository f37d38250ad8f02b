/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AcceptanceAssignmentMutation, AcceptanceAssignmentMutationVariables } from '../graphql';

export const AcceptanceAssignmentDocument = /*#__PURE__*/ gql("mutation AcceptanceAssignment($pvid:ID!$isAccept:Boolean!){acceptanceAssignment(pvid:$pvid isAccept:$isAccept){success message assignment{...AssignmentFields}}}fragment AssignmentPersonFields on AssignmentPerson{userPvid userCode firstName lastName avatarUrl}fragment AssignmentFields on AssignmentPosting{pvid title tutorExperience location notes isActive tutorGender curriculumPvid subjectPvid programmeLevelName programmeSubjectName priceRangeStartPrice priceRangeEndPrice currency country isJoin joinStudent broadcast broadcastCount createdAt role applicantCount profileJoin{...AssignmentPersonFields}acceptanceTutorList{pvid isApply isAccept broadcasted updatedAt tutor{...AssignmentPersonFields}}}") as unknown as DocumentNode<AcceptanceAssignmentMutation, AcceptanceAssignmentMutationVariables>;
