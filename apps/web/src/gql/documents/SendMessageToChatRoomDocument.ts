/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SendMessageToChatRoomMutation, SendMessageToChatRoomMutationVariables } from '../graphql';

export const SendMessageToChatRoomDocument = "mutation SendMessageToChatRoom($content:String!$roomId:ID!$replyId:ID$msgType:String){sendMessageToChatRoom(content:$content roomId:$roomId replyId:$replyId msgType:$msgType){...ChatMessageFields}}fragment ChatMessageFields on ChatMessage{_id roomId owner{userId firstName lastName}msgType content createdAt seen privateFor replyId reply{_id owner{userId firstName lastName}msgType content}}" as unknown as DocumentNode<SendMessageToChatRoomMutation, SendMessageToChatRoomMutationVariables>;
