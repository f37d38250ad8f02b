/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UserDeleteHisVoucherMutation, UserDeleteHisVoucherMutationVariables } from '../graphql';

export const UserDeleteHisVoucherDocument = "mutation UserDeleteHisVoucher($voucherId:ID!){userDeleteHisVoucher(voucherId:$voucherId){success message}}" as unknown as DocumentNode<UserDeleteHisVoucherMutation, UserDeleteHisVoucherMutationVariables>;
