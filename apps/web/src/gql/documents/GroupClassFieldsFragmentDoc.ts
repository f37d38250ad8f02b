/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GroupClassFieldsFragment } from '../graphql';

export const GroupClassFieldsFragmentDoc = "fragment GroupClassFields on GroupClass{id title description country currency price due seats seatsTaken status cover enrolmentOpen viewerEnrolled viewerIsTutor subject{pvid name}level{pvid name}tutor{userPvid token firstName lastName avatar}sessions{id startTime endTime share cancelled earned classUrl}}" as unknown as DocumentNode<GroupClassFieldsFragment, unknown>;
