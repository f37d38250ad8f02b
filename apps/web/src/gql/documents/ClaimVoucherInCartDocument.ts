/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ClaimVoucherInCartMutation, ClaimVoucherInCartMutationVariables } from '../graphql';

export const ClaimVoucherInCartDocument = "mutation ClaimVoucherInCart($voucherId:ID!){claimVoucher(voucherId:$voucherId){...VoucherSummary}}fragment VoucherSummary on Voucher{id code typeOfDiscount discountOfPercentage discountAmount discountCurrency buyerCreditsPrice endAt isClaimed ableToUse active expired currency tutor{userPvid firstName lastName}}" as unknown as DocumentNode<ClaimVoucherInCartMutation, ClaimVoucherInCartMutationVariables>;
