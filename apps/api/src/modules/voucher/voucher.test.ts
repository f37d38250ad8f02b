import { MESSAGES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingWorld } from '../booking/testing';
import { expectSoundLedger } from '../ledger/testing';
import {
  CREATE_VOUCHER,
  VOUCHER_FIELDS,
  claim,
  generalVoucher,
  giveCredits,
  tutorVoucher,
  uniqueCode,
  type VoucherFields,
} from './testing/voucher-test-helpers';

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
beforeAll(async () => {
  t = await startTestApp();
  world = bookingWorld(t);
});
afterAll(() => t.close());

const creditsOf = async (token: string) =>
  (await t.gql<{ getUserCredits: { credits: number } }>('{ getUserCredits { credits } }', {}, { token })).data
    ?.getUserCredits.credits;

const create = (token: string, variables: Record<string, unknown>) =>
  t.gql<{ createNewVoucher: { success: boolean; voucher: VoucherFields } }>(
    CREATE_VOUCHER,
    {
      voucherName: uniqueCode(),
      numberOfDaysId: '30',
      usedFeeId: 'starter',
      typeOfDiscount: 'Percentage',
      percentageOfPrice: 20,
      totalNumberOfUsed: 5,
      ...variables,
    },
    { token },
  );

describe('creating a voucher', () => {
  it('makes a tutor’s voucher and takes its fee in credits', async () => {
    const tutor = await world.tutor();
    await giveCredits(t, tutor.userId, 100);
    const result = await create(tutor.token, { voucherName: ` ${uniqueCode('summer').toLowerCase()} ` });
    expect(result.errors).toBeUndefined();
    const voucher = result.data?.createNewVoucher.voucher;
    expect(result.data?.createNewVoucher.success).toBe(true);
    expect(voucher).toMatchObject({
      userId: tutor.userId,
      sellerCreditsFee: 20,
      buyerCreditsPrice: 0,
      typeOfDiscount: 'Percentage',
      discountOfPercentage: 20,
      discountAmount: null,
      totalNumberOfUsed: 5,
      numberOfUsage: 0,
      active: true,
      expired: false,
      isClaimed: false,
      ableToUse: false,
      generalUse: false,
    });
    expect(voucher?.code).toMatch(/^SUMMER-/);
    expect(await creditsOf(tutor.token)).toBe(80);
    await expectSoundLedger(t.deps.db);
  });

  it('takes the fee from the balance when asked, at the credits’ price', async () => {
    const tutor = await world.tutor();
    await world.topUp(tutor.userId, 10_000);
    const result = await create(tutor.token, {
      typeOfDiscount: 'Fixed',
      percentageOfPrice: null,
      discountAmount: 500,
      discountCurrency: 'SGD',
      payUsingHisBalance: true,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createNewVoucher.voucher).toMatchObject({
      sellerCreditsFee: 0,
      typeOfDiscount: 'Fixed',
      discountAmount: 500,
    });
    expect(await world.balance(tutor.userId)).toBe(10_000 - 20 * 15);
    await expectSoundLedger(t.deps.db);
  });

  it('refuses bad terms with the rule’s message and writes nothing', async () => {
    const tutor = await world.tutor();
    await giveCredits(t, tutor.userId, 100);
    const cases: [Record<string, unknown>, string, keyof typeof MESSAGES, string][] = [
      [{ voucherName: 'AB' }, 'BAD_USER_INPUT', 'voucherCodeInvalid', 'voucherName'],
      [{ numberOfDaysId: '45' }, 'BAD_USER_INPUT', 'voucherTermsInvalid', 'numberOfDaysId'],
      [{ totalNumberOfUsed: 11 }, 'BAD_USER_INPUT', 'voucherUsesInvalid', 'totalNumberOfUsed'],
      [{ percentageOfPrice: 101 }, 'BAD_USER_INPUT', 'voucherDiscountInvalid', 'percentageOfPrice'],
      [
        { typeOfDiscount: 'Fixed', discountAmount: 500, discountCurrency: 'IDR' },
        'BAD_USER_INPUT',
        'voucherDiscountInvalid',
        'discountAmount',
      ],
    ];
    for (const [variables, code, key, field] of cases)
      expectError(await create(tutor.token, variables), code, key, { [field]: key });
    expect(await creditsOf(tutor.token)).toBe(100);

    const taken = uniqueCode();
    expect((await create(tutor.token, { voucherName: taken })).errors).toBeUndefined();
    expectError(await create(tutor.token, { voucherName: taken }), 'BAD_USER_INPUT', 'voucherCodeTaken', {
      voucherName: 'voucherCodeTaken',
    });
    expect(await creditsOf(tutor.token)).toBe(80);

    const poor = await world.tutor();
    expectError(await create(poor.token, {}), 'CONFLICT', 'notEnoughCredits');
    const student = await world.student();
    expectError(await create(student.token, {}), 'FORBIDDEN', 'voucherTutorsOnly');
    const mine = await t.gql<{ getUserVouchers: unknown[] }>(
      '{ getUserVouchers { id } }',
      {},
      { token: poor.token },
    );
    expect(mine.data?.getUserVouchers).toEqual([]);
  });
});

describe('claiming a voucher', () => {
  it('gives one claim per student within its uses, and the flags follow', async () => {
    const tutor = await world.tutor();
    const voucher = await tutorVoucher(t, tutor, { uses: 2, tier: 'starter' });
    const [first, second, third] = [await world.student(), await world.student(), await world.student()];
    const claimed = await claim(t, first.token, voucher.id);
    expect(claimed.errors).toBeUndefined();
    expect(claimed.data?.claimVoucher).toMatchObject({
      isClaimed: true,
      ableToUse: true,
      isUsedBefore: false,
      numberOfUsage: 1,
    });
    expectError(await claim(t, first.token, voucher.id), 'CONFLICT', 'voucherAlreadyClaimed');
    expect((await claim(t, second.token, voucher.id)).errors).toBeUndefined();
    expectError(await claim(t, third.token, voucher.id), 'CONFLICT', 'voucherExhausted');
    expectError(await claim(t, tutor.token, voucher.id), 'CONFLICT', 'voucherOwn');

    const details = await t.gql<{ getOneVoucherDetails: VoucherFields }>(
      `query($code: String!) { getOneVoucherDetails(voucherCode: $code) { ${VOUCHER_FIELDS} } }`,
      { code: voucher.code.toLowerCase() },
      { token: third.token },
    );
    expect(details.data?.getOneVoucherDetails).toMatchObject({
      id: voucher.id,
      isClaimed: false,
      numberOfUsage: 2,
      usedAtCheckout: 0,
    });
    const claims = await t.gql<{ getUserVoucherClaims: { id: string }[] }>(
      '{ getUserVoucherClaims { id } }',
      {},
      { token: first.token },
    );
    expect(claims.data?.getUserVoucherClaims.map((row) => row.id)).toEqual([voucher.id]);
    const listed = await t.gql<{ getVoucherForPublic: { id: string }[] }>(
      `query($userId: ID) { getVoucherForPublic(userId: $userId, service: Booking) { id } }`,
      { userId: tutor.userId },
      { token: third.token },
    );
    expect(listed.data?.getVoucherForPublic.map((row) => row.id)).toEqual([voucher.id]);
  });

  it('refuses an expired voucher, another market’s, and a deleted one', async () => {
    const tutor = await world.tutor();
    const voucher = await tutorVoucher(t, tutor, { days: '7' });
    const abroad = await world.student('id');
    expectError(await claim(t, abroad.token, voucher.id), 'CONFLICT', 'voucherOtherMarket');
    const withdrawn = await tutorVoucher(t, tutor);
    const deleted = await t.gql<{ userDeleteHisVoucher: { success: boolean; message: string } }>(
      'mutation($id: ID!) { userDeleteHisVoucher(voucherId: $id) { success message } }',
      { id: withdrawn.id },
      { token: tutor.token },
    );
    expect(deleted.data?.userDeleteHisVoucher).toEqual({ success: true, message: MESSAGES.voucherDeleted });
    const student = await world.student();
    expectError(await claim(t, student.token, withdrawn.id), 'NOT_FOUND', 'voucherInvalid');
    t.clock.advance(8 * 86_400_000);
    expectError(await claim(t, student.token, voucher.id), 'CONFLICT', 'voucherExpired');
  });

  it('charges a general-use voucher’s credits price, and refuses when credits are short', async () => {
    const voucher = await generalVoucher(t, { buyerCreditsPrice: 30 });
    const student = await world.student();
    expectError(await claim(t, student.token, voucher.id), 'CONFLICT', 'notEnoughCredits');
    await giveCredits(t, student.userId, 50);
    const claimed = await claim(t, student.token, voucher.id);
    expect(claimed.data?.claimVoucher).toMatchObject({
      generalUse: true,
      isClaimed: true,
      buyerCreditsPrice: 30,
    });
    expect(await creditsOf(student.token)).toBe(20);
    const listed = await t.gql<{ getVoucherForPublic: { id: string }[] }>(
      '{ getVoucherForPublic(service: Booking) { id } }',
      {},
      { token: student.token },
    );
    expect(listed.data?.getVoucherForPublic.map((row) => row.id)).toContain(voucher.id);
    await expectSoundLedger(t.deps.db);
  });
});
