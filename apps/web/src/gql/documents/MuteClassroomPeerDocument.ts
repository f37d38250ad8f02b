/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { MuteClassroomPeerMutation, MuteClassroomPeerMutationVariables } from '../graphql';

export const MuteClassroomPeerDocument = "mutation MuteClassroomPeer($roomId:ID!$peerId:ID!$targetPeerId:ID!){muteClassroomPeer(roomId:$roomId peerId:$peerId targetPeerId:$targetPeerId)}" as unknown as DocumentNode<MuteClassroomPeerMutation, MuteClassroomPeerMutationVariables>;
