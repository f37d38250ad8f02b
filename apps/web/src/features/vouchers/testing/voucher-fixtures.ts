import type { GetUserVouchersQuery } from '../../../gql/graphql';
import { viewerProfile } from '../../../test/public-profile-fixtures';

type OwnVoucher = NonNullable<GetUserVouchersQuery['getUserVouchers'][number]>;

/** A voucher as the API answers it (the owner's figures included), open and unclaimed unless told. */
export function voucher(overrides: Partial<OwnVoucher> = {}): OwnVoucher {
  return {
    __typename: 'Voucher',
    id: 'v1',
    userId: 'u-tutor',
    code: 'MATHS20',
    sellerCreditsFee: 20,
    buyerCreditsPrice: 0,
    typeOfDiscount: 'Percentage',
    discountOfPercentage: 20,
    discountAmount: null,
    discountCurrency: null,
    totalNumberOfUsed: 10,
    numberOfUsage: 3,
    startedAt: '2026-11-01T00:00:00.000Z',
    endAt: '2026-12-31T15:59:00.000Z',
    expired: false,
    active: true,
    isClaimed: false,
    ableToUse: false,
    isUsedBefore: false,
    generalUse: false,
    country: 'sg',
    currency: 'SGD',
    tutor: { __typename: 'VoucherTutor', userPvid: 'u-tutor', firstName: 'Mei', lastName: 'Tan' },
    usedAtCheckout: 0,
    discountGiven: 0,
    ...overrides,
  } as OwnVoucher;
}

export const TUTOR = { pvid: 'u1', email: 'mei@ajar.test', country: 'sg', roleCode: 'TTR0' };
export const STUDENT = { pvid: 'u2', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };

export const tutorProfile = viewerProfile({
  firstName: 'Mei',
  lastName: 'Tan',
  roleCode: 'TTR0',
  tutorKind: 'ACADEMIC',
});
export const studentProfile = viewerProfile();
