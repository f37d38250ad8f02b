import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BankAccountFieldsFragment, GetProfileQuery } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const TUTOR = { pvid: 'u1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };

function profile(roleCode: string): GetProfileQuery['getProfile'] {
  return {
    pvid: 'profile-1',
    userPvid: 'u1',
    userCode: 'user1',
    firstName: 'Siti',
    lastName: 'Rahma',
    initialName: 'SR',
    email: 'siti@ajar.test',
    roleCode,
    roleName: roleCode,
    tutorKind: roleCode === 'TTR0' ? 'ACADEMIC' : null,
    country: 'sg',
    currency: 'SGD',
    balance: 0,
    hasBalance: false,
    avatar: null,
  } as GetProfileQuery['getProfile'];
}

function account(id: string, accountHolderName: string): BankAccountFieldsFragment & { __typename: string } {
  return {
    __typename: 'BankAccount',
    id,
    currency: 'SGD',
    accountHolderName,
    accountNumber: '0123456789',
    abartn: null,
    accountType: null,
    bankCode: 'DBSSSGSG',
    branchCode: null,
    ifscCode: null,
    swiftCode: null,
    country: 'sg',
    city: 'Singapore',
    postCode: '123456',
    firstLine: '1 Orchard Road',
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('payout page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('explains to a student that payouts are for tutors', async () => {
    signInForTest({ ...TUTOR, roleCode: 'STDN' });
    const api = fakeApi({ GetProfile: () => ({ data: { getProfile: profile('STDN') } }) });
    renderWithApi('/sg/payout', api);
    expect(await screen.findByText('Payouts are for tutors')).toBeTruthy();
    expect(api.calledWith('GetUsersBankAccounts')).toEqual([]);
  });

  it('lists bank accounts and payouts, and deletes an account after confirming', async () => {
    signInForTest(TUTOR);
    let accounts = [account('a1', 'Siti Rahma'), account('a2', 'Siti R. Joint')];
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('TTR0') } }),
      GetUsersBankAccounts: () => ({ data: { getUsersBankAccounts: accounts } }),
      GetPayouts: () => ({
        data: {
          getPayouts: [
            {
              __typename: 'Payout',
              id: 'p1',
              amount: 12000,
              currency: 'SGD',
              createdAt: '2025-03-02T23:30:00.000Z',
              accountHolderName: 'Siti Rahma',
              accountNumberLast4: '6789',
              bookingId: 'b1',
            },
          ],
        },
      }),
      DeleteBankAccount: ({ accountId }) => {
        accounts = accounts.filter((item) => item.id !== accountId);
        return { data: { deleteBankAccount: { success: true, message: 'Bank account removed' } } };
      },
    });
    renderWithApi('/sg/payout', api);
    expect(await screen.findByRole('heading', { name: 'Payout' })).toBeTruthy();
    expect(await screen.findByText('2 of 5')).toBeTruthy();
    expect(screen.getByText('To Siti Rahma ••••6789')).toBeTruthy();
    expect(screen.getByText('SG$ 120.00')).toBeTruthy();
    expect(screen.getByText('3 Mar 2025, 07:30')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete the bank account of Siti R. Joint' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Delete this bank account?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Siti R. Joint')).toBeNull());
    expect(api.calledWith('DeleteBankAccount')[0]?.variables).toEqual({ accountId: 'a2' });
    expect(screen.getByText('1 of 5')).toBeTruthy();
  });

  it('shows empty states, validates the form, places server errors and adds an account', async () => {
    signInForTest(TUTOR);
    let accounts: ReturnType<typeof account>[] = [];
    let refuse = true;
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('TTR0') } }),
      GetUsersBankAccounts: () => ({ data: { getUsersBankAccounts: accounts } }),
      GetPayouts: () => ({ data: { getPayouts: [] } }),
      AddBankAccount: (variables) => {
        if (refuse) {
          refuse = false;
          return {
            errors: [
              {
                message: 'Please enter a valid post code',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  messageKey: 'postCodeInvalid',
                  fields: { postCode: 'postCodeInvalid' },
                },
              },
            ],
          };
        }
        const added = { ...account('a9', String(variables['accountHolderName'])) };
        accounts = [added];
        return { data: { addBankAccount: { success: true, message: 'Bank account added', account: added } } };
      },
    });
    renderWithApi('/sg/payout', api);
    expect(await screen.findByText('No bank accounts yet')).toBeTruthy();
    expect(await screen.findByText('No payouts yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add bank account/ }));
    const form = await screen.findByRole('form', { name: 'Add a bank account' });
    // Singapore banks need an account number and a bank code; the US-only routing number is not asked.
    expect(within(form).getByLabelText('Bank code')).toBeTruthy();
    expect(within(form).queryByLabelText(/ABA routing number/)).toBeNull();
    expect(within(form).queryByLabelText(/IFSC code/)).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect((await within(form).findAllByText('This is required')).length).toBeGreaterThanOrEqual(5);
    fill('Bank code', 'D');
    fireEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await within(form).findByText('Please enter a valid bank or branch code')).toBeTruthy();
    expect(api.calledWith('AddBankAccount')).toEqual([]);

    fill('Account holder name', 'Siti Rahma');
    fill('Account number', '0123-456-789');
    fill('Bank code', 'dbss sgsg');
    fill('Street address', '1 Orchard Road');
    fill('City', 'Singapore');
    fill('Post code', '123456');
    fireEvent.click(within(form).getByRole('button', { name: 'Save bank account' }));
    expect(await within(form).findByText('Please enter a valid post code')).toBeTruthy();

    // The server's error shows as soon as it is placed, while the submit is still finishing (button busy).
    fireEvent.click(await within(form).findByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('1 of 5')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a bank account' })).toBeNull();
    expect(api.calledWith('AddBankAccount')[1]?.variables).toMatchObject({
      country: 'sg',
      currency: 'SGD',
      accountHolderName: 'Siti Rahma',
      accountNumber: '0123456789',
      bankCode: 'DBSSSGSG',
      abartn: null,
      ifscCode: null,
      postCode: '123456',
    });
  });
});
