/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SendContactMessageMutation, SendContactMessageMutationVariables } from '../graphql';

export const SendContactMessageDocument = "mutation SendContactMessage($name:String!$email:String!$subject:String!$message:String!$country:String){sendContactMessage(name:$name email:$email subject:$subject message:$message country:$country){success message}}" as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
