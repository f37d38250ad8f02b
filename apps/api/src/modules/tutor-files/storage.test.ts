import { STORAGE_PACKAGES, TUTOR_STORAGE_QUOTA_BYTES, systemAccount, userAccount } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { balanceOf, creditBalance, expectSoundLedger } from '../ledger/testing';
import { recordPaidCreditsPurchase } from '../payment';
import { person, storageOf } from './testing/tutor-files-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function giveCredits(_t: TestApp, userId: string, amount: number): Promise<void> {
  await t.deps.db.transaction((tx) =>
    recordPaidCreditsPurchase(tx, { userId, country: 'sg', credits: amount, at: t.clock.now() }),
  );
}

const BUY = `mutation Buy($packageCode: String!, $paidWith: StoragePaymentMethod!) {
  buyCloudStorage(packageCode: $packageCode, paidWith: $paidWith) {
    success message purchase { packageCode bytes paidWith credits amountMinor currency } storage { quotaBytes boughtBytes }
  }
}`;
const [GB1, GB5] = STORAGE_PACKAGES as [(typeof STORAGE_PACKAGES)[0], (typeof STORAGE_PACKAGES)[0]];
const credits = async (token: string) =>
  (await t.gql<{ getUserCredits: { credits: number } }>('{ getUserCredits { credits } }', {}, { token })).data
    ?.getUserCredits.credits;
const purchases = async (token: string) =>
  (await t.gql<{ myStoragePurchases: unknown[] }>('{ myStoragePurchases { id packageCode } }', {}, { token }))
    .data?.myStoragePurchases;

describe('buying cloud storage', () => {
  it('with credits: spends the package’s credits and the quota grows at once', async () => {
    const tutor = await person(t, 'tutor');
    await giveCredits(t, tutor.id, 100);
    const bought = await t.gql(BUY, { packageCode: GB1.code, paidWith: 'CREDITS' }, { token: tutor.token });
    expect(bought.errors).toBeUndefined();
    expect(bought.data).toMatchObject({
      buyCloudStorage: {
        success: true,
        purchase: {
          packageCode: 'GB1',
          bytes: GB1.bytes,
          paidWith: 'CREDITS',
          credits: GB1.credits,
          amountMinor: 0,
        },
        storage: { quotaBytes: TUTOR_STORAGE_QUOTA_BYTES + GB1.bytes, boughtBytes: GB1.bytes },
      },
    });
    expect(await credits(tutor.token)).toBe(100 - GB1.credits);
    expect((await storageOf(t, tutor.token))?.quotaBytes).toBe(TUTOR_STORAGE_QUOTA_BYTES + GB1.bytes);
    expect(await purchases(tutor.token)).toHaveLength(1);
    await expectSoundLedger(t.deps.db);
  });

  it('with balance: one balanced ledger transaction from the tutor’s balance to Ajar’s fees', async () => {
    const tutor = await person(t, 'tutor');
    await creditBalance(t.deps.db, tutor.id, 'sg', 5000, `test:${tutor.id}`);
    const feesBefore = await balanceOf(t.deps.db, systemAccount('PLATFORM_FEES', 'SGD'));
    const bought = await t.gql(BUY, { packageCode: GB5.code, paidWith: 'BALANCE' }, { token: tutor.token });
    expect(bought.errors).toBeUndefined();
    expect(bought.data).toMatchObject({
      buyCloudStorage: {
        purchase: { paidWith: 'BALANCE', amountMinor: GB5.priceMinor.SGD, currency: 'SGD' },
      },
    });
    expect(await balanceOf(t.deps.db, userAccount('STUDENT_BALANCE', tutor.id, 'SGD'))).toBe(
      5000 - GB5.priceMinor.SGD,
    );
    expect(await balanceOf(t.deps.db, systemAccount('PLATFORM_FEES', 'SGD'))).toBe(
      feesBefore + GB5.priceMinor.SGD,
    );
    expect((await storageOf(t, tutor.token))?.quotaBytes).toBe(TUTOR_STORAGE_QUOTA_BYTES + GB5.bytes);
    await expectSoundLedger(t.deps.db);
  });

  it('refuses too few credits or too little balance with the spec’s messages, changing nothing', async () => {
    const tutor = await person(t, 'tutor');
    await giveCredits(t, tutor.id, GB1.credits - 1);
    await creditBalance(t.deps.db, tutor.id, 'sg', GB1.priceMinor.SGD - 1, `test:${tutor.id}`);
    expectError(
      await t.gql(BUY, { packageCode: GB1.code, paidWith: 'CREDITS' }, { token: tutor.token }),
      'CONFLICT',
      'notEnoughCredits',
    );
    const balance = await t.gql(BUY, { packageCode: GB1.code, paidWith: 'BALANCE' }, { token: tutor.token });
    expect(balance.errors?.[0]?.extensions?.['messageKey']).toBe('insufficientBalance');
    expectError(
      await t.gql(BUY, { packageCode: 'GB999', paidWith: 'CREDITS' }, { token: tutor.token }),
      'BAD_USER_INPUT',
      'storagePackageInvalid',
    );
    expect(await credits(tutor.token)).toBe(GB1.credits - 1);
    expect(await balanceOf(t.deps.db, userAccount('STUDENT_BALANCE', tutor.id, 'SGD'))).toBe(
      GB1.priceMinor.SGD - 1,
    );
    expect(await purchases(tutor.token)).toEqual([]);
    expect((await storageOf(t, tutor.token))?.quotaBytes).toBe(TUTOR_STORAGE_QUOTA_BYTES);
    await expectSoundLedger(t.deps.db);
  });

  it('is for tutors only', async () => {
    const student = await person(t, 'student');
    const answer = await t.gql(BUY, { packageCode: GB1.code, paidWith: 'CREDITS' }, { token: student.token });
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
