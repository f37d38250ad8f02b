/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CreateNewChatRoomMutation, CreateNewChatRoomMutationVariables } from '../graphql';

export const CreateNewChatRoomDocument = /*#__PURE__*/ gql("mutation CreateNewChatRoom($userId:ID!){createNewChatRoom(userId:$userId){_id}}") as unknown as DocumentNode<CreateNewChatRoomMutation, CreateNewChatRoomMutationVariables>;
