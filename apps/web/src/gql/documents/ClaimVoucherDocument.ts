/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ClaimVoucherMutation, ClaimVoucherMutationVariables } from '../graphql';

export const ClaimVoucherDocument = "mutation ClaimVoucher($voucherId:ID!){claimVoucher(voucherId:$voucherId){...VoucherCard}}fragment VoucherCard on Voucher{id userId code buyerCreditsPrice typeOfDiscount discountOfPercentage discountAmount discountCurrency totalNumberOfUsed numberOfUsage startedAt endAt expired active isClaimed ableToUse isUsedBefore generalUse country currency tutor{userPvid firstName lastName}}" as unknown as DocumentNode<ClaimVoucherMutation, ClaimVoucherMutationVariables>;
