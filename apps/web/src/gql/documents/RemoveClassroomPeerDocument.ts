/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { RemoveClassroomPeerMutation, RemoveClassroomPeerMutationVariables } from '../graphql';

export const RemoveClassroomPeerDocument = "mutation RemoveClassroomPeer($roomId:ID!$peerId:ID!$targetPeerId:ID!){removeClassroomPeer(roomId:$roomId peerId:$peerId targetPeerId:$targetPeerId)}" as unknown as DocumentNode<RemoveClassroomPeerMutation, RemoveClassroomPeerMutationVariables>;
