import { MAX_BANK_ACCOUNTS, MESSAGES, type MessageKey } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeStudent, makeTutor } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { hoursFromNow, insertLesson } from '../calendar/testing';
import { payoutAccountOf } from './payout.queries';
import { bankAccounts, payouts } from './payout.tables';

const ACCOUNT_FIELDS = `id currency accountHolderName accountNumber abartn accountType bankCode branchCode
  ifscCode swiftCode country city postCode firstLine createdAt`;
const GET_ACCOUNTS = `query { getUsersBankAccounts { ${ACCOUNT_FIELDS} } }`;
const ADD_ACCOUNT = `mutation Add($currency: String!, $accountHolderName: String!, $accountNumber: String,
  $abartn: String, $accountType: String, $bankCode: String, $branchCode: String, $ifscCode: String,
  $swiftCode: String, $country: String!, $city: String!, $postCode: String!, $firstLine: String!) {
  addBankAccount(currency: $currency, accountHolderName: $accountHolderName, accountNumber: $accountNumber,
    abartn: $abartn, accountType: $accountType, bankCode: $bankCode, branchCode: $branchCode,
    ifscCode: $ifscCode, swiftCode: $swiftCode, country: $country, city: $city, postCode: $postCode,
    firstLine: $firstLine) {
    success message account { ${ACCOUNT_FIELDS} }
  }
}`;
const DELETE_ACCOUNT = `mutation Delete($accountId: ID!) { deleteBankAccount(accountId: $accountId) { success message } }`;
const GET_PAYOUTS = `query { getPayouts { id amount currency createdAt bookingId accountHolderName accountNumberLast4 } }`;

interface BankAccount {
  id: string;
  currency: string;
  accountHolderName: string;
  accountNumber: string | null;
  abartn: string | null;
  accountType: string | null;
  bankCode: string | null;
  branchCode: string | null;
  ifscCode: string | null;
  swiftCode: string | null;
  country: string;
  city: string;
  postCode: string;
  firstLine: string;
  createdAt: string;
}
interface AddResult {
  addBankAccount: { success: boolean; message: string; account: BankAccount };
}

const SG_ACCOUNT = {
  currency: 'SGD',
  accountHolderName: 'Wei Ling Tan',
  accountNumber: '012-345678-9',
  bankCode: '7171',
  country: 'sg',
  city: 'Singapore',
  postCode: '018956',
  firstLine: '1 Marina Boulevard',
};
const US_ACCOUNT = {
  currency: 'USD',
  accountHolderName: 'Jane Doe',
  accountNumber: '000123456789',
  abartn: '026009593',
  accountType: 'CHECKING',
  country: 'us',
  city: 'New York',
  postCode: '10001',
  firstLine: '350 Fifth Avenue',
};
const IN_ACCOUNT = {
  currency: 'INR',
  accountHolderName: 'Arjun Mehta',
  accountNumber: '50100012345678',
  ifscCode: 'HDFC0001234',
  country: 'in',
  city: 'Mumbai',
  postCode: '400001',
  firstLine: '1 Marine Drive',
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function signedInTutor() {
  const tutor = await makeTutor(t.deps.db, { country: 'sg' });
  return { tutor, token: await sessionFor(t, tutor) };
}

const add = (token: string, values: Record<string, unknown>) =>
  t.gql<AddResult>(ADD_ACCOUNT, values, { token });
const list = async (token: string) => {
  const response = await t.gql<{ getUsersBankAccounts: BankAccount[] }>(GET_ACCOUNTS, {}, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.getUsersBankAccounts ?? [];
};
const remove = (token: string, accountId: string) => t.gql(DELETE_ACCOUNT, { accountId }, { token });
const storedOf = (userId: string) =>
  t.deps.db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));

describe('bank accounts', () => {
  it('refuses guests with notLoggedIn (HTTP 200)', async () => {
    const { tutor, token } = await signedInTutor();
    const mine = (await add(token, SG_ACCOUNT)).data?.addBankAccount.account.id ?? '';
    for (const [query, variables] of [
      [GET_ACCOUNTS, {}],
      [GET_PAYOUTS, {}],
      [ADD_ACCOUNT, SG_ACCOUNT],
      [DELETE_ACCOUNT, { accountId: mine }],
    ] as const) {
      const response = await t.gql(query, variables);
      expect(response.status).toBe(200);
      expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
    }
    expect(await storedOf(tutor.id)).toHaveLength(1);
    expect((await storedOf(tutor.id))[0]?.deletedAt).toBeNull();
  });

  it('adds accounts of every kind, normalised, and lists them newest first', async () => {
    const { token } = await signedInTutor();
    expect(await list(token)).toEqual([]);

    const sg = await add(token, { ...SG_ACCOUNT, swiftCode: 'dbss sg sg', abartn: '026009593' });
    expect(sg.errors).toBeUndefined();
    expect(sg.data?.addBankAccount).toEqual({
      success: true,
      message: MESSAGES.bankAccountAdded,
      account: {
        id: expect.any(String),
        currency: 'SGD',
        accountHolderName: 'Wei Ling Tan',
        accountNumber: '0123456789',
        abartn: null,
        accountType: null,
        bankCode: '7171',
        branchCode: null,
        ifscCode: null,
        swiftCode: 'DBSSSGSG',
        country: 'sg',
        city: 'Singapore',
        postCode: '018956',
        firstLine: '1 Marina Boulevard',
        createdAt: t.clock.now().toISOString(),
      },
    });
    t.clock.advance(1000);
    const us = await add(token, { ...US_ACCOUNT, accountType: 'savings', bankCode: '999' });
    expect(us.data?.addBankAccount.account).toMatchObject({
      currency: 'USD',
      abartn: '026009593',
      accountType: 'SAVINGS',
      bankCode: null,
      country: 'us',
    });
    t.clock.advance(1000);
    const india = await add(token, { ...IN_ACCOUNT, ifscCode: 'hdfc0001234' });
    expect(india.data?.addBankAccount.account).toMatchObject({ ifscCode: 'HDFC0001234', country: 'in' });

    expect(await list(token)).toEqual([
      india.data?.addBankAccount.account,
      us.data?.addBankAccount.account,
      sg.data?.addBankAccount.account,
    ]);
  });

  it('answers every validation message and stores nothing', async () => {
    const { tutor, token } = await signedInTutor();
    const refusals: [Record<string, unknown>, MessageKey, Record<string, MessageKey>][] = [
      [
        { currency: ' ', accountHolderName: '', country: '', city: '', postCode: '', firstLine: '' },
        'required',
        {
          currency: 'required',
          accountHolderName: 'required',
          country: 'required',
          city: 'required',
          postCode: 'required',
          firstLine: 'required',
        },
      ],
      [{ ...SG_ACCOUNT, currency: 'EUR' }, 'currencyInvalid', { currency: 'currencyInvalid' }],
      [{ ...SG_ACCOUNT, country: 'fr' }, 'unknownCountry', { country: 'unknownCountry' }],
      [{ ...SG_ACCOUNT, postCode: '???' }, 'postCodeInvalid', { postCode: 'postCodeInvalid' }],
      [
        { ...SG_ACCOUNT, accountHolderName: 'x'.repeat(701) },
        'textTooLong',
        { accountHolderName: 'textTooLong' },
      ],
      [
        { ...SG_ACCOUNT, accountNumber: null, bankCode: '' },
        'required',
        { accountNumber: 'required', bankCode: 'required' },
      ],
      [
        { ...SG_ACCOUNT, accountNumber: '12' },
        'accountNumberInvalid',
        { accountNumber: 'accountNumberInvalid' },
      ],
      [{ ...SG_ACCOUNT, bankCode: '#1' }, 'bankCodeInvalid', { bankCode: 'bankCodeInvalid' }],
      [{ ...SG_ACCOUNT, branchCode: 'X' }, 'bankCodeInvalid', { branchCode: 'bankCodeInvalid' }],
      [{ ...SG_ACCOUNT, swiftCode: 'DBS' }, 'swiftCodeInvalid', { swiftCode: 'swiftCodeInvalid' }],
      [
        { ...US_ACCOUNT, abartn: null, accountType: null },
        'required',
        { abartn: 'required', accountType: 'required' },
      ],
      [{ ...US_ACCOUNT, abartn: '02600959' }, 'abartnInvalid', { abartn: 'abartnInvalid' }],
      [
        { ...US_ACCOUNT, accountType: 'CURRENT' },
        'accountTypeInvalid',
        { accountType: 'accountTypeInvalid' },
      ],
      [{ ...IN_ACCOUNT, ifscCode: undefined }, 'required', { ifscCode: 'required' }],
      [{ ...IN_ACCOUNT, ifscCode: 'HDFC1001234' }, 'ifscCodeInvalid', { ifscCode: 'ifscCodeInvalid' }],
    ];
    for (const [values, messageKey, fields] of refusals) {
      expectError(await add(token, values), 'BAD_USER_INPUT', messageKey, fields);
    }
    expect(await storedOf(tutor.id)).toEqual([]);
  });

  it('is for tutors only', async () => {
    const student = await makeStudent(t.deps.db, { country: 'sg' });
    const { user: company } = await makeCompany(t.deps.db, { country: 'sg' });
    for (const user of [student, company]) {
      const token = await sessionFor(t, user);
      expectError(await add(token, SG_ACCOUNT), 'FORBIDDEN', 'forbidden');
      expect(await list(token)).toEqual([]);
      expect(await storedOf(user.id)).toEqual([]);
    }
  });

  it(`keeps at most ${MAX_BANK_ACCOUNTS} live accounts; a deleted one makes room`, async () => {
    const { token } = await signedInTutor();
    const ids: string[] = [];
    for (let i = 0; i < MAX_BANK_ACCOUNTS; i += 1) {
      const added = await add(token, { ...SG_ACCOUNT, accountNumber: `1000${i}` });
      expect(added.errors).toBeUndefined();
      ids.push(added.data?.addBankAccount.account.id ?? '');
    }
    expectError(await add(token, SG_ACCOUNT), 'BAD_USER_INPUT', 'tooManyBankAccounts');
    expect(await list(token)).toHaveLength(MAX_BANK_ACCOUNTS);

    expect((await remove(token, ids[0] ?? '')).errors).toBeUndefined();
    expect((await add(token, SG_ACCOUNT)).errors).toBeUndefined();
    expectError(await add(token, SG_ACCOUNT), 'BAD_USER_INPUT', 'tooManyBankAccounts');
  });

  it('deletes softly: the row stays for past payouts but is no longer listed or paid to', async () => {
    const { tutor, token } = await signedInTutor();
    const id = (await add(token, SG_ACCOUNT)).data?.addBankAccount.account.id ?? '';
    expect((await payoutAccountOf(t.deps.db, tutor.id, 'SGD'))?.id).toBe(id);

    t.clock.advance(5000);
    const deleted = await remove(token, id);
    expect(deleted.data).toEqual({
      deleteBankAccount: { success: true, message: MESSAGES.bankAccountRemoved },
    });
    expect(await list(token)).toEqual([]);
    const [row] = await storedOf(tutor.id);
    expect(row?.deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await payoutAccountOf(t.deps.db, tutor.id, 'SGD')).toBeUndefined();

    expectError(await remove(token, id), 'NOT_FOUND', 'notFound');
    expectError(await remove(token, 'not-an-id'), 'NOT_FOUND', 'notFound');
    expectError(await remove(token, '00000000-0000-4000-8000-00000000abcd'), 'NOT_FOUND', 'notFound');
  });

  it("never shows or deletes another user's accounts", async () => {
    const alice = await signedInTutor();
    const bob = await signedInTutor();
    const alices = (await add(alice.token, SG_ACCOUNT)).data?.addBankAccount.account;
    await add(bob.token, US_ACCOUNT);

    expect((await list(bob.token)).map((account) => account.id)).not.toContain(alices?.id);
    expectError(await remove(bob.token, alices?.id ?? ''), 'NOT_FOUND', 'notFound');
    expect(await list(alice.token)).toEqual([alices]);
    expect((await storedOf(alice.tutor.id))[0]?.deletedAt).toBeNull();
  });
});

describe('getPayouts', () => {
  it("lists the tutor's payouts newest first, naming the account by holder and last 4 digits only", async () => {
    const { tutor, token } = await signedInTutor();
    const other = await signedInTutor();
    const student = await makeStudent(t.deps.db, { country: 'sg' });
    const first = (await add(token, SG_ACCOUNT)).data?.addBankAccount.account.id ?? '';
    const second = (await add(token, { ...SG_ACCOUNT, accountHolderName: 'W L Tan', accountNumber: '98765' }))
      .data?.addBankAccount.account.id;
    const otherAccount = (await add(other.token, SG_ACCOUNT)).data?.addBankAccount.account.id ?? '';

    const lessons = await Promise.all(
      [1, 3, 5].map((hours) =>
        insertLesson(t, {
          tutorId: tutor.id,
          studentId: student.id,
          start: hoursFromNow(t, hours),
          status: 'DONE',
        }),
      ),
    );
    const othersLesson = await insertLesson(t, {
      tutorId: other.tutor.id,
      studentId: student.id,
      start: hoursFromNow(t, 1),
      status: 'DONE',
    });
    const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
    await t.deps.db.insert(payouts).values([
      {
        userId: tutor.id,
        bankAccountId: first,
        bookingId: lessons[0] ?? '',
        amountMinor: 4000,
        currency: 'SGD',
        createdAt: at(1),
      },
      {
        userId: tutor.id,
        bankAccountId: second ?? '',
        bookingId: lessons[1] ?? '',
        amountMinor: 5050,
        currency: 'SGD',
        createdAt: at(2),
      },
      {
        userId: other.tutor.id,
        bankAccountId: otherAccount,
        bookingId: othersLesson,
        amountMinor: 999,
        currency: 'SGD',
        createdAt: at(3),
      },
    ]);
    await remove(token, first);

    const response = await t.gql<{ getPayouts: unknown[] }>(GET_PAYOUTS, {}, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data?.getPayouts).toEqual([
      {
        id: expect.any(String),
        amount: 5050,
        currency: 'SGD',
        createdAt: at(2).toISOString(),
        bookingId: lessons[1],
        accountHolderName: 'W L Tan',
        accountNumberLast4: '8765',
      },
      {
        id: expect.any(String),
        amount: 4000,
        currency: 'SGD',
        createdAt: at(1).toISOString(),
        bookingId: lessons[0],
        accountHolderName: 'Wei Ling Tan',
        accountNumberLast4: '6789',
      },
    ]);
    const others = await t.gql<{ getPayouts: { amount: number }[] }>(GET_PAYOUTS, {}, { token: other.token });
    expect(others.data?.getPayouts.map((payout) => payout.amount)).toEqual([999]);
    const studentToken = await sessionFor(t, student);
    expect((await t.gql(GET_PAYOUTS, {}, { token: studentToken })).data).toEqual({ getPayouts: [] });
  });
});
