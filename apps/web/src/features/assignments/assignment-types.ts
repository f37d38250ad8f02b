import type { AssignmentFieldsFragment } from '../../gql/graphql';

export type AssignmentItem = AssignmentFieldsFragment;
export type AssignmentAcceptanceRow = AssignmentItem['acceptanceTutorList'][number];
export type AssignmentPerson = AssignmentItem['profileJoin'];
