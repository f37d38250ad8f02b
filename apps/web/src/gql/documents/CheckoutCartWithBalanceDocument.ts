/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { CheckoutCartWithBalanceMutation, CheckoutCartWithBalanceMutationVariables } from '../graphql';

export const CheckoutCartWithBalanceDocument = "mutation CheckoutCartWithBalance($voucherId:ID){checkoutCartWithAjarBalance(voucherId:$voucherId){success bookingIds totalPrice totalDiscountAmount currency}}" as unknown as DocumentNode<CheckoutCartWithBalanceMutation, CheckoutCartWithBalanceMutationVariables>;
