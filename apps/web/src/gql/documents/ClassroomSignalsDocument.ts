/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ClassroomSignalsSubscription, ClassroomSignalsSubscriptionVariables } from '../graphql';

export const ClassroomSignalsDocument = "subscription ClassroomSignals($roomId:ID!$peerId:ID!){classroomSignals(roomId:$roomId peerId:$peerId){roomId kind to payload sentAt from{peerId userId firstName lastName role}}}" as unknown as DocumentNode<ClassroomSignalsSubscription, ClassroomSignalsSubscriptionVariables>;
