/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CreateGoogleTokenMutation, CreateGoogleTokenMutationVariables } from '../graphql';

export const CreateGoogleTokenDocument = /*#__PURE__*/ gql("mutation CreateGoogleToken($code:String!){createGoogleToken(code:$code){success message}}") as unknown as DocumentNode<CreateGoogleTokenMutation, CreateGoogleTokenMutationVariables>;
