import { MESSAGES, VOUCHER_DISCOUNT_TYPES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { MutationResultType } from '../../graphql/mutation-result';
import { claimedVouchers, ownVouchers, publicVouchers, voucherDetails } from './voucher-reads.service';
import { claimVoucher, createNewVoucher, userDeleteHisVoucher } from './voucher.service';
import type { VoucherView } from './voucher.shapes';
import { VOUCHER_SERVICES } from './voucher.tables';

const VoucherDiscountTypeEnum = builder.enumType('VoucherDiscountType', { values: VOUCHER_DISCOUNT_TYPES });
const VoucherServiceEnum = builder.enumType('VoucherService', { values: VOUCHER_SERVICES });

const VoucherTutorType = builder.objectRef<NonNullable<VoucherView['tutor']>>('VoucherTutor').implement({
  fields: (t) => ({
    userPvid: t.exposeID('userPvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

export const VoucherType = builder.objectRef<VoucherView>('Voucher').implement({
  description:
    "Spec section 3, Voucher. `userId` is the tutor who made it; null for a general-use voucher (Ajar's).",
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId', { nullable: true }),
    code: t.exposeString('code'),
    sellerCreditsFee: t.expose('sellerCreditsFee', {
      type: 'Money',
      description: 'Credits the tutor paid to create it.',
    }),
    buyerCreditsPrice: t.expose('buyerCreditsPrice', {
      type: 'Money',
      description: 'Credits a student pays to claim it (0: free).',
    }),
    service: t.expose('service', { type: VoucherServiceEnum }),
    typeOfDiscount: t.expose('typeOfDiscount', { type: VoucherDiscountTypeEnum }),
    discountOfPercentage: t.exposeInt('discountOfPercentage', {
      nullable: true,
      description: 'Percentage vouchers: 1 to 100.',
    }),
    discountAmount: t.expose('discountAmount', {
      type: 'Money',
      nullable: true,
      description: 'Fixed vouchers: minor units of discountCurrency.',
    }),
    discountCurrency: t.exposeString('discountCurrency', { nullable: true }),
    totalNumberOfUsed: t.exposeInt('totalNumberOfUsed', { description: 'How many claims it allows.' }),
    numberOfUsage: t.exposeInt('numberOfUsage', { description: 'How many claims were taken.' }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    endAt: t.expose('endAt', { type: 'DateTime' }),
    expired: t.exposeBoolean('expired'),
    active: t.exposeBoolean('active', { description: 'Not expired, not deleted, and started.' }),
    isClaimed: t.exposeBoolean('isClaimed', { description: 'The viewer holds a claim of it.' }),
    ableToUse: t.exposeBoolean('ableToUse', {
      description: 'The viewer can use it at checkout now: claimed, unused, active.',
    }),
    isUsedBefore: t.exposeBoolean('isUsedBefore', {
      description: 'The viewer’s claim was used on a booking (not cancelled or rejected).',
    }),
    generalUse: t.exposeBoolean('generalUse', {
      description: 'Ajar’s voucher, for any tutor of its market.',
    }),
    country: t.exposeString('country', { description: 'The market it applies in.' }),
    currency: t.exposeString('currency', { description: 'That market’s currency.' }),
    tutor: t.field({
      type: VoucherTutorType,
      nullable: true,
      description: 'The tutor who made it (null for a general-use voucher).',
      resolve: (voucher) => voucher.tutor,
    }),
    usedAtCheckout: t.exposeInt('usedAtCheckout', {
      description: 'For the voucher’s owner (0 for anyone else): claims used on paid bookings.',
    }),
    discountGiven: t.expose('discountGiven', {
      type: 'Money',
      description: 'For the voucher’s owner (0 for anyone else): the discount those bookings got.',
    }),
  }),
});

const CreateVoucherResultType = builder
  .objectRef<{ success: boolean; voucher: VoucherView }>('CreateVoucherResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      voucher: t.field({ type: VoucherType, resolve: (result) => result.voucher }),
    }),
  });

builder.queryFields((t) => ({
  getOneVoucherDetails: t.withAuth({ member: true }).field({
    type: VoucherType,
    description: 'A voucher by its code, with the viewer’s flags. voucherInvalid when there is none.',
    args: { voucherCode: t.arg.string({ required: true }), userId: t.arg.id() },
    resolve: (_root, args, { deps, viewer }) => voucherDetails(deps, viewer, args.voucherCode),
  }),
  getVoucherForPublic: t.withAuth({ member: true }).field({
    type: [VoucherType],
    nullable: { list: false, items: true },
    description:
      'The live vouchers a tutor offers (userId), or Ajar’s general-use vouchers of the viewer’s market.',
    args: { userId: t.arg.id(), service: t.arg({ type: VoucherServiceEnum, required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      publicVouchers(deps, viewer, { userId: args.userId ?? null, service: args.service }),
  }),
  getUserVoucherClaims: t.withAuth({ member: true }).field({
    type: [VoucherType],
    nullable: { list: false, items: true },
    description: 'The vouchers the viewer claimed, newest claim first.',
    resolve: (_root, _args, { deps, viewer }) => claimedVouchers(deps, viewer),
  }),
  getUserVouchers: t.withAuth({ member: true }).field({
    type: [VoucherType],
    nullable: { list: false, items: true },
    description: 'The vouchers the viewer made, newest first, with their figures.',
    resolve: (_root, _args, { deps, viewer }) => ownVouchers(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  createNewVoucher: t.withAuth({ member: true }).field({
    type: CreateVoucherResultType,
    description:
      'A tutor’s voucher for their lessons; its fee tier (usedFeeId) is paid in credits, or with balance when ' +
      'payUsingHisBalance. Money amounts are minor units of the tutor’s market currency.',
    args: {
      userId: t.arg.id(),
      voucherName: t.arg.string({ required: true }),
      numberOfDaysId: t.arg.id({ required: true }),
      usedFeeId: t.arg.id({ required: true }),
      typeOfDiscount: t.arg({ type: VoucherDiscountTypeEnum, required: true }),
      discountAmount: t.arg({ type: 'Money' }),
      discountCurrency: t.arg.string(),
      percentageOfPrice: t.arg.int(),
      totalNumberOfUsed: t.arg.int({ required: true }),
      serviceId: t.arg({ type: VoucherServiceEnum, required: true }),
      payUsingHisBalance: t.arg.boolean(),
    },
    resolve: async (_root, args, { deps, viewer }) => ({
      success: true,
      voucher: await createNewVoucher(deps, viewer, args),
    }),
  }),
  claimVoucher: t.withAuth({ member: true }).field({
    type: VoucherType,
    description: 'The viewer claims a voucher (once; its credits price paid).',
    args: { voucherId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => claimVoucher(deps, viewer, args.voucherId),
  }),
  userDeleteHisVoucher: t.withAuth({ member: true }).field({
    type: MutationResultType,
    description: 'A tutor withdraws their voucher, or a student gives back an unused claim.',
    args: { voucherId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      await userDeleteHisVoucher(deps, viewer, args.voucherId);
      return { success: true, message: MESSAGES.voucherDeleted };
    },
  }),
}));
