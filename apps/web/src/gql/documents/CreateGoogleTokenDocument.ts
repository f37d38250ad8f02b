/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CreateGoogleTokenMutation, CreateGoogleTokenMutationVariables } from '../graphql';

export const CreateGoogleTokenDocument = "mutation CreateGoogleToken($code:String!){createGoogleToken(code:$code){success message}}" as unknown as DocumentNode<CreateGoogleTokenMutation, CreateGoogleTokenMutationVariables>;
