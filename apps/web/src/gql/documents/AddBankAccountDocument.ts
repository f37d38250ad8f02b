/* eslint-disable */
import { gql } from 'urql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddBankAccountMutation, AddBankAccountMutationVariables } from '../graphql';

export const AddBankAccountDocument = /*#__PURE__*/ gql("mutation AddBankAccount($currency:String!$accountHolderName:String!$accountNumber:String$abartn:String$accountType:String$bankCode:String$branchCode:String$ifscCode:String$swiftCode:String$country:String!$city:String!$postCode:String!$firstLine:String!){addBankAccount(currency:$currency accountHolderName:$accountHolderName accountNumber:$accountNumber abartn:$abartn accountType:$accountType bankCode:$bankCode branchCode:$branchCode ifscCode:$ifscCode swiftCode:$swiftCode country:$country city:$city postCode:$postCode firstLine:$firstLine){success message account{...BankAccountFields}}}fragment BankAccountFields on BankAccount{id currency accountHolderName accountNumber abartn accountType bankCode branchCode ifscCode swiftCode country city postCode firstLine createdAt}") as unknown as DocumentNode<AddBankAccountMutation, AddBankAccountMutationVariables>;
