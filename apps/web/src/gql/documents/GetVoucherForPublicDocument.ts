/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetVoucherForPublicQuery, GetVoucherForPublicQueryVariables } from '../graphql';

export const GetVoucherForPublicDocument = "query GetVoucherForPublic($service:VoucherService!){getVoucherForPublic(service:$service){...VoucherCard}}fragment VoucherCard on Voucher{id userId code buyerCreditsPrice typeOfDiscount discountOfPercentage discountAmount discountCurrency totalNumberOfUsed numberOfUsage startedAt endAt expired active isClaimed ableToUse isUsedBefore generalUse country currency tutor{userPvid firstName lastName}}" as unknown as DocumentNode<GetVoucherForPublicQuery, GetVoucherForPublicQueryVariables>;
