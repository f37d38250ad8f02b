/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { DeleteBankAccountMutation, DeleteBankAccountMutationVariables } from '../graphql';

export const DeleteBankAccountDocument = "mutation DeleteBankAccount($accountId:ID!){deleteBankAccount(accountId:$accountId){success message}}" as unknown as DocumentNode<DeleteBankAccountMutation, DeleteBankAccountMutationVariables>;
