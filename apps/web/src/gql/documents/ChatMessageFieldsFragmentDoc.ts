/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ChatMessageFieldsFragment } from '../graphql';

export const ChatMessageFieldsFragmentDoc = "fragment ChatMessageFields on ChatMessage{_id roomId owner{userId firstName lastName}msgType content createdAt seen privateFor replyId reply{_id owner{userId firstName lastName}msgType content}}" as unknown as DocumentNode<ChatMessageFieldsFragment, unknown>;
