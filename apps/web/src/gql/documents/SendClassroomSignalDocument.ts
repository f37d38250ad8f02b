/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SendClassroomSignalMutation, SendClassroomSignalMutationVariables } from '../graphql';

export const SendClassroomSignalDocument = "mutation SendClassroomSignal($roomId:ID!$peerId:ID!$to:ID$kind:ClassroomSignalKind!$payload:String!){sendClassroomSignal(roomId:$roomId peerId:$peerId to:$to kind:$kind payload:$payload)}" as unknown as DocumentNode<SendClassroomSignalMutation, SendClassroomSignalMutationVariables>;
