/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SendFeedbackMutation, SendFeedbackMutationVariables } from '../graphql';

export const SendFeedbackDocument = "mutation SendFeedback($message:String!$category:FeedbackCategory){sendFeedback(message:$message category:$category){success message}}" as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;
