import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GetProfileQuery, StaffReportFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const STAFF = { pvid: 's1', email: 'staff@ajar.test', country: 'sg', roleCode: 'STAF' };

function profile(roleCode: string): GetProfileQuery['getProfile'] {
  return {
    pvid: 'profile-1',
    userPvid: 's1',
    userCode: 'staff1',
    firstName: 'Alya',
    lastName: 'Hakim',
    initialName: 'AH',
    email: 'staff@ajar.test',
    roleCode,
    roleName: roleCode,
    tutorKind: null,
    country: 'sg',
    currency: 'SGD',
    balance: 0,
    hasBalance: false,
    avatar: null,
  } as GetProfileQuery['getProfile'];
}

function report(
  overrides: Partial<StaffReportFieldsFragment> = {},
): StaffReportFieldsFragment & { __typename: string } {
  return {
    __typename: 'StaffReport',
    id: 'r1',
    targetType: 'PROFILE',
    targetId: 'u9',
    targetUserId: 'u9',
    targetUserName: 'Trevor Grim',
    targetUserEmail: 'trevor@example.test',
    targetUserSuspended: false,
    reporterName: 'Rina Putri',
    excerpt: 'Trevor Grim',
    reason: 'Asked me to pay in cash',
    status: 'OPEN',
    action: null,
    staffNote: null,
    resolvedByName: null,
    resolvedAt: null,
    createdAt: '2026-01-15T08:00:00.000Z',
    ...overrides,
  };
}

describe('the team console', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('is a 404 to anyone but the team, and asks nothing of the API', async () => {
    signInForTest({ ...STAFF, roleCode: 'STDN' });
    const api = fakeApi({ GetProfile: () => ({ data: { getProfile: profile('STDN') } }) });
    renderWithApi('/sg/ops', api);
    expect(await screen.findByRole('heading', { name: "You're playing too far..." })).toBeTruthy();
    expect(api.calledWith('GetStaffConsole')).toEqual([]);
  });

  it('shows the home figures with a way into each part', async () => {
    signInForTest(STAFF);
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('STAF') } }),
      GetStaffConsole: () => ({
        data: {
          getStaffConsole: {
            __typename: 'StaffConsole',
            openReports: 3,
            suspendedUsers: 1,
            payoutCount: 12,
            lastAuditAt: null,
          },
        },
      }),
    });
    renderWithApi('/sg/ops', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team console' })).toBeTruthy();
    const reports = await screen.findByRole('link', { name: 'Open Reports' });
    expect(within(reports).getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Disputes' }).getAttribute('href')).toBe('/sg/ops/disputes');
    expect(within(screen.getByRole('link', { name: 'Open Audit log' })).getByText('None yet')).toBeTruthy();
  });

  it('resolves a report with the note written', async () => {
    signInForTest(STAFF);
    let open = [
      report(),
      report({ id: 'r2', targetType: 'REVIEW', targetUserId: null, targetUserEmail: null }),
    ];
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('STAF') } }),
      GetStaffReports: () => ({
        data: {
          getStaffReports: {
            __typename: 'StaffReportPage',
            total: open.length,
            page: 1,
            pageSize: 50,
            items: open,
          },
        },
      }),
      ResolveReport: ({ reportId }) => {
        const resolved = { ...report(), status: 'RESOLVED', action: 'SUSPEND_USER' } as const;
        open = open.filter((item) => item.id !== reportId);
        return { data: { resolveReport: resolved } };
      },
    });
    renderWithApi('/sg/ops/reports', api);
    const cards = await screen.findAllByTestId('staff-report');
    expect(cards).toHaveLength(2);
    // A guest's review has no author to suspend; a profile has no content to remove.
    expect(within(cards[1]!).queryByRole('button', { name: 'Suspend author' })).toBeNull();
    expect(within(cards[0]!).queryByRole('button', { name: 'Remove content' })).toBeNull();
    fireEvent.change(within(cards[0]!).getByLabelText('Note for the log'), {
      target: { value: 'Cash request' },
    });
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'Suspend author' }));
    await waitFor(() => expect(screen.getAllByTestId('staff-report')).toHaveLength(1));
    expect(api.calledWith('ResolveReport')[0]?.variables).toEqual({
      reportId: 'r1',
      action: 'SUSPEND_USER',
      note: 'Cash request',
    });
  });
});
