/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetVoucherByCodeQuery, GetVoucherByCodeQueryVariables } from '../graphql';

export const GetVoucherByCodeDocument = "query GetVoucherByCode($voucherCode:String!){getOneVoucherDetails(voucherCode:$voucherCode){...VoucherSummary}}fragment VoucherSummary on Voucher{id code typeOfDiscount discountOfPercentage discountAmount discountCurrency buyerCreditsPrice endAt isClaimed ableToUse active expired currency tutor{userPvid firstName lastName}}" as unknown as DocumentNode<GetVoucherByCodeQuery, GetVoucherByCodeQueryVariables>;
