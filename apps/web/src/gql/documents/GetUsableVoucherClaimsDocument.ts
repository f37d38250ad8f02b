/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetUsableVoucherClaimsQuery, GetUsableVoucherClaimsQueryVariables } from '../graphql';

export const GetUsableVoucherClaimsDocument = "query GetUsableVoucherClaims{getUserVoucherClaims{...VoucherSummary}}fragment VoucherSummary on Voucher{id code typeOfDiscount discountOfPercentage discountAmount discountCurrency buyerCreditsPrice endAt isClaimed ableToUse active expired currency tutor{userPvid firstName lastName}}" as unknown as DocumentNode<GetUsableVoucherClaimsQuery, GetUsableVoucherClaimsQueryVariables>;
