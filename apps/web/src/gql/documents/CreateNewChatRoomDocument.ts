/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CreateNewChatRoomMutation, CreateNewChatRoomMutationVariables } from '../graphql';

export const CreateNewChatRoomDocument = "mutation CreateNewChatRoom($userId:ID!){createNewChatRoom(userId:$userId){_id}}" as unknown as DocumentNode<CreateNewChatRoomMutation, CreateNewChatRoomMutationVariables>;
