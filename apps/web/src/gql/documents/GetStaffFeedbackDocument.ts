/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetStaffFeedbackQuery, GetStaffFeedbackQueryVariables } from '../graphql';

export const GetStaffFeedbackDocument = "query GetStaffFeedback($page:Int){getStaffFeedback(page:$page){total page pageSize items{id senderId senderName senderEmail senderCountry category message createdAt}}}" as unknown as DocumentNode<GetStaffFeedbackQuery, GetStaffFeedbackQueryVariables>;
