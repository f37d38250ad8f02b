/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetUsersBankAccountsQuery, GetUsersBankAccountsQueryVariables } from '../graphql';

export const GetUsersBankAccountsDocument = "query GetUsersBankAccounts{getUsersBankAccounts{...BankAccountFields}}fragment BankAccountFields on BankAccount{id currency accountHolderName accountNumber abartn accountType bankCode branchCode ifscCode swiftCode country city postCode firstLine createdAt}" as unknown as DocumentNode<GetUsersBankAccountsQuery, GetUsersBankAccountsQueryVariables>;
