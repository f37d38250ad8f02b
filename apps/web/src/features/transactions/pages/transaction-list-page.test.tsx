import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GetProfileQuery } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

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
    tutorKind: null,
    country: 'sg',
    currency: 'SGD',
    balance: 0,
    hasBalance: false,
    avatar: null,
  };
}

function transaction(id: string, service: 'BOOKING' | 'BALANCE', status: string, price: number, fee: number) {
  return {
    __typename: 'Transaction',
    id,
    price,
    fee,
    status,
    service,
    currency: 'SGD',
    // 23:30 UTC is already the next day in Singapore.
    createdAt: '2025-03-02T23:30:00.000Z',
    bookingId: service === 'BOOKING' ? 'b1' : null,
  };
}

describe('transaction-list page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('shows a student’s payments with money in their currency and dates in the market’s zone', async () => {
    signInForTest({ pvid: 'u1', email: 'siti@ajar.test', country: 'sg', roleCode: 'STDN' });
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('STDN') } }),
      GetUserTransactions: () => ({
        data: {
          getUserTransactions: [
            transaction('t1', 'BOOKING', 'PAID', 2500, 73),
            transaction('t2', 'BALANCE', 'PENDING', 123456, 3580),
          ],
        },
      }),
    });
    renderWithApi('/sg/transaction-list', api);
    expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeTruthy();
    expect(await screen.findByText('SG$ 25.00')).toBeTruthy();
    expect(screen.getByText('SG$ 0.73')).toBeTruthy();
    expect(screen.getByText('SG$ 1,234.56')).toBeTruthy();
    expect(screen.getByText('Lesson booking')).toBeTruthy();
    expect(screen.getByText('Balance top-up')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getAllByText('3 Mar 2025, 07:30')).toHaveLength(2);
    // Students only see their own payments: no role toggle.
    expect(screen.queryByText('For my lessons')).toBeNull();
    expect(api.calledWith('GetUserTransactions').map((call) => call.variables)).toEqual([
      { role: 'STUDENT' },
    ]);
  });

  it('lets a tutor switch to payments for their lessons, with an empty state', async () => {
    signInForTest({ pvid: 'u1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' });
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('TTR0') } }),
      GetUserTransactions: ({ role }) => ({
        data: {
          getUserTransactions: role === 'STUDENT' ? [transaction('t1', 'BOOKING', 'FAILED', 2500, 73)] : [],
        },
      }),
    });
    renderWithApi('/sg/transaction-list', api);
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByText('When students pay for your lessons, the payments show here.')).toBeTruthy();
    fireEvent.click(screen.getByText('My payments'));
    expect(await screen.findByText('Failed')).toBeTruthy();
    await waitFor(() =>
      expect(api.calledWith('GetUserTransactions').map((call) => call.variables['role'])).toContain(
        'STUDENT',
      ),
    );
  });

  it('shows the payments that arrived when one of them failed on the server (a partial answer)', async () => {
    signInForTest({ pvid: 'u1', email: 'siti@ajar.test', country: 'sg', roleCode: 'STDN' });
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('STDN') } }),
      GetUserTransactions: () => ({
        data: {
          getUserTransactions: [transaction('t1', 'BOOKING', 'PAID', 2500, 73), null],
        },
        errors: [
          {
            message: "Uh oh, there's something bad happened",
            path: ['getUserTransactions', 1, 'price'],
            extensions: { code: 'INTERNAL', messageKey: 'somethingWentWrong' },
          },
        ],
      }),
    });
    renderWithApi('/sg/transaction-list', api);
    expect(await screen.findByText('SG$ 25.00')).toBeTruthy();
    expect(screen.queryByText('We could not load your transactions.')).toBeNull();
  });

  it('shows the empty state with a way to top up for a student', async () => {
    signInForTest({ pvid: 'u1', email: 'siti@ajar.test', country: 'sg', roleCode: 'STDN' });
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('STDN') } }),
      GetUserTransactions: () => ({ data: { getUserTransactions: [] } }),
    });
    renderWithApi('/sg/transaction-list', api);
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top up balance' }).getAttribute('href')).toBe(
      '/sg/balance/buy/topup',
    );
  });
});
