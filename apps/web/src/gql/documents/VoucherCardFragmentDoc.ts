/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { VoucherCardFragment } from '../graphql';

export const VoucherCardFragmentDoc = "fragment VoucherCard on Voucher{id userId code buyerCreditsPrice typeOfDiscount discountOfPercentage discountAmount discountCurrency totalNumberOfUsed numberOfUsage startedAt endAt expired active isClaimed ableToUse isUsedBefore generalUse country currency tutor{userPvid firstName lastName}}" as unknown as DocumentNode<VoucherCardFragment, unknown>;
