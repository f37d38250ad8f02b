/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BankAccountFieldsFragment } from '../graphql';

export const BankAccountFieldsFragmentDoc = "fragment BankAccountFields on BankAccount{id currency accountHolderName accountNumber abartn accountType bankCode branchCode ifscCode swiftCode country city postCode firstLine createdAt}" as unknown as DocumentNode<BankAccountFieldsFragment, unknown>;
