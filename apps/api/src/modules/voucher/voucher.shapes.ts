import {
  MARKETS,
  voucherStatus,
  type CountryCode,
  type CurrencyCode,
  type VoucherDiscount,
  type VoucherDiscountType,
} from '@ajar/domain';
import type { VoucherRecord } from './voucher.queries';
import type { VoucherRow, VoucherService } from './voucher.tables';

/** Spec section 3, Voucher, as one viewer sees it at one moment. */
export interface VoucherView {
  readonly id: string;
  readonly userId: string | null;
  readonly code: string;
  readonly sellerCreditsFee: number;
  readonly buyerCreditsPrice: number;
  readonly service: VoucherService;
  readonly typeOfDiscount: VoucherDiscountType;
  readonly discountOfPercentage: number | null;
  readonly discountAmount: number | null;
  readonly discountCurrency: string | null;
  readonly totalNumberOfUsed: number;
  readonly numberOfUsage: number;
  readonly startedAt: Date;
  readonly endAt: Date;
  readonly expired: boolean;
  readonly active: boolean;
  readonly isClaimed: boolean;
  readonly ableToUse: boolean;
  readonly isUsedBefore: boolean;
  readonly generalUse: boolean;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly tutor: {
    readonly userPvid: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly avatar: string | null;
  } | null;
  readonly usedAtCheckout: number;
  readonly discountGiven: number;
}

export function discountOf(voucher: VoucherRow): VoucherDiscount {
  return voucher.typeOfDiscount === 'Fixed'
    ? {
        typeOfDiscount: 'Fixed',
        discountAmount: voucher.discountAmountMinor ?? 0,
        discountCurrency: voucher.discountCurrency ?? MARKETS[voucher.country].currency,
      }
    : { typeOfDiscount: 'Percentage', discountOfPercentage: voucher.discountOfPercentage ?? 0 };
}

export function voucherView(record: VoucherRecord, viewerId: string | null, now: Date): VoucherView {
  const { voucher, owner } = record;
  const flags = voucherStatus(
    {
      startedAt: voucher.startedAt,
      endAt: voucher.endAt,
      deleted: voucher.deletedAt !== null,
      claimed: record.claimId !== null,
      claimUsed: record.claimUsed,
    },
    now,
  );
  const ownerViews = viewerId !== null && voucher.userId === viewerId;
  return {
    id: voucher.id,
    userId: voucher.userId,
    code: voucher.code,
    sellerCreditsFee: voucher.sellerCreditsFee,
    buyerCreditsPrice: voucher.buyerCreditsPrice,
    service: voucher.service,
    typeOfDiscount: voucher.typeOfDiscount,
    discountOfPercentage: voucher.discountOfPercentage,
    discountAmount: voucher.discountAmountMinor,
    discountCurrency: voucher.discountCurrency,
    totalNumberOfUsed: voucher.totalNumberOfUsed,
    numberOfUsage: voucher.numberOfUsage,
    startedAt: voucher.startedAt,
    endAt: voucher.endAt,
    ...flags,
    generalUse: voucher.userId === null,
    country: voucher.country,
    currency: MARKETS[voucher.country].currency,
    tutor: owner
      ? {
          userPvid: owner.userId,
          firstName: owner.firstName,
          lastName: owner.lastName,
          avatar: owner.avatar,
        }
      : null,
    usedAtCheckout: ownerViews ? record.usedAtCheckout : 0,
    discountGiven: ownerViews ? record.discountGiven : 0,
  };
}

export interface CreateVoucherInput {
  readonly userId?: string | null;
  readonly voucherName: string;
  readonly numberOfDaysId: string;
  readonly usedFeeId: string;
  readonly typeOfDiscount: VoucherDiscountType;
  readonly discountAmount?: number | null;
  readonly discountCurrency?: string | null;
  readonly percentageOfPrice?: number | null;
  readonly totalNumberOfUsed: number;
  readonly serviceId: VoucherService;
  readonly payUsingHisBalance?: boolean | null;
}
