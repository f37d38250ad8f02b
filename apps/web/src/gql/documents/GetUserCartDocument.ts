/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetUserCartQuery, GetUserCartQueryVariables } from '../graphql';

export const GetUserCartDocument = "query GetUserCart($voucherId:ID){getUserCartsItems(voucherId:$voucherId){totalPrice currency orginalTotalPrice totalDiscountAmount count booking{items{bookingId startTime endTime duration type subject level hourPrice totalPrice discountAmount tutorFirstName tutorLastName tutorAvatar}}classes{classPrices items{classId title price firstSessionAt sessionCount tutorFirstName tutorLastName tutorAvatar}}voucher{...VoucherSummary}}}fragment VoucherSummary on Voucher{id code typeOfDiscount discountOfPercentage discountAmount discountCurrency buyerCreditsPrice endAt isClaimed ableToUse active expired currency tutor{userPvid firstName lastName}}" as unknown as DocumentNode<GetUserCartQuery, GetUserCartQueryVariables>;
