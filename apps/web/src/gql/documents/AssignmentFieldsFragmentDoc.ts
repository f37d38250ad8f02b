/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AssignmentFieldsFragment } from '../graphql';

export const AssignmentFieldsFragmentDoc = "fragment AssignmentFields on AssignmentPosting{pvid title tutorExperience location notes isActive tutorGender curriculumPvid subjectPvid programmeLevelName programmeSubjectName priceRangeStartPrice priceRangeEndPrice currency country isJoin joinStudent broadcast broadcastCount createdAt role applicantCount profileJoin{...AssignmentPersonFields}acceptanceTutorList{pvid isApply isAccept broadcasted updatedAt tutor{...AssignmentPersonFields}}}fragment AssignmentPersonFields on AssignmentPerson{userPvid userCode firstName lastName avatarUrl}" as unknown as DocumentNode<AssignmentFieldsFragment, unknown>;
