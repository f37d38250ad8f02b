/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { SendActivationEmailMutation, SendActivationEmailMutationVariables } from '../graphql';

export const SendActivationEmailDocument = "mutation SendActivationEmail($email:String!){sendActivationEmail(email:$email){success message}}" as unknown as DocumentNode<SendActivationEmailMutation, SendActivationEmailMutationVariables>;
