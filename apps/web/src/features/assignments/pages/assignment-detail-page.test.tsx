import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
} from '../../../test/render-with-api';
import { fakeRealtimeApi } from '../../../test/fake-realtime-api';
import { notification } from '../../notifications/testing';
import type { AssignmentItem } from '../assignment-types';
import {
  ASSIGNMENT_ID,
  DETAIL_PATH,
  SHELL_RESPONDERS,
  STUDENT,
  TUTOR,
  acceptance,
  assignment,
  viewerProfile,
} from '../testing/assignment-fixtures';

function detailApi(
  roleCode: 'STDN' | 'TTR0',
  detail: () => ReturnType<Parameters<typeof fakeApi>[0][string]>,
) {
  return fakeApi({
    ...SHELL_RESPONDERS,
    GetProfile: () => ({ data: { getProfile: viewerProfile(roleCode) } }),
    DetailPostingAssignment: detail,
    GetUserChatRooms: () => ({ data: { getUserChatRooms: [] } }),
    CreateNewChatRoom: () => ({ data: { createNewChatRoom: { __typename: 'ChatRoom', _id: 'room-42' } } }),
  });
}

describe('the assignment detail page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('asks a guest to log in and comes back here', async () => {
    const api = fakeApi({});
    renderWithApi(DETAIL_PATH, api);
    const prompt = await screen.findByRole('region', { name: 'Oops! You are not logged in' });
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/sg/login?redirect=${encodeURIComponent(DETAIL_PATH)}`,
    );
    expect(api.calledWith('DetailPostingAssignment')).toEqual([]);
  });

  it('shows 404 for an address without an assignment id', async () => {
    signInForTest(STUDENT);
    renderWithApi(
      '/sg/assignments/no-id-here',
      detailApi('STDN', () => ({ data: null })),
    );
    expect(await screen.findByRole('heading', { name: "You're playing too far..." })).toBeTruthy();
  });

  it('lists the tutors who applied to the student, and opens a chat with one', async () => {
    signInForTest(STUDENT);
    const applied = acceptance('r2', 'Wei Ming', { isApply: true, isAccept: true });
    const api = detailApi('STDN', () => ({
      data: {
        detailPostingAssignment: assignment({
          applicantCount: 1,
          acceptanceTutorList: [acceptance('r1', 'Priya', { isApply: false, isAccept: null }), applied],
        }),
      },
    }));
    const view = renderWithApi(DETAIL_PATH, api);
    const list = await screen.findByRole('list', { name: 'Tutors who applied' });
    const rows = within(list).getAllByTestId('applicant');
    expect(rows).toHaveLength(1);
    const row = rows[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Wei Ming Tan' }).getAttribute('href')).toBe(
      '/sg/user-r2-code--user-r2--Wei-Ming--Tan',
    );
    expect(screen.getByText('Sent to 3 matching tutors')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Accept$/ })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: /Chat$/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/chats'));
    expect(view.router.state.location.search).toBe('?room=room-42');
    expect(api.calledWith('CreateNewChatRoom')[0]?.variables).toEqual({ userId: 'user-r2' });
  });

  it('tells the student when nobody applied yet', async () => {
    signInForTest(STUDENT);
    renderWithApi(
      DETAIL_PATH,
      detailApi('STDN', () => ({ data: { detailPostingAssignment: assignment() } })),
    );
    expect(await screen.findByText('No tutor has applied yet')).toBeTruthy();
    expect(
      screen.getByText('Matching tutors were told. You get a notification when one applies.'),
    ).toBeTruthy();
  });

  it('shows a new applicant as soon as the student hears of them', async () => {
    signInForTest(STUDENT);
    let applied = false;
    const api = fakeRealtimeApi({
      ...SHELL_RESPONDERS,
      GetProfile: () => ({ data: { getProfile: viewerProfile('STDN') } }),
      DetailPostingAssignment: () => ({
        data: {
          detailPostingAssignment: assignment({
            applicantCount: applied ? 1 : 0,
            acceptanceTutorList: applied
              ? [acceptance('r2', 'Wei Ming', { isApply: true, isAccept: true })]
              : [],
          }),
        },
      }),
    });
    renderWithApi(DETAIL_PATH, api);
    expect(await screen.findByText('No tutor has applied yet')).toBeTruthy();
    applied = true;
    api.emit('NotificationAdded', {
      notificationAdded: notification('n1', 'ASSIGNMENT_APPLIED', 'Wei Ming Tan', {
        entityId: ASSIGNMENT_ID,
      }),
    });
    expect(await screen.findByRole('link', { name: 'Wei Ming Tan' })).toBeTruthy();
  });

  it('lets a tutor accept, then reject, with the spec’s messages', async () => {
    signInForTest(TUTOR);
    let current: AssignmentItem = assignment({
      role: 'TUTOR',
      acceptanceTutorList: [acceptance('r1', 'Wei Ming', { isApply: false, isAccept: null })],
    });
    const api = fakeApi({
      ...SHELL_RESPONDERS,
      GetProfile: () => ({ data: { getProfile: viewerProfile('TTR0') } }),
      DetailPostingAssignment: () => ({ data: { detailPostingAssignment: current } }),
      AcceptanceAssignment: ({ isAccept }) => {
        current = {
          ...current,
          acceptanceTutorList: [
            acceptance('r1', 'Wei Ming', { isApply: Boolean(isAccept), isAccept: Boolean(isAccept) }),
          ],
        };
        return {
          data: {
            acceptanceAssignment: {
              __typename: 'AssignmentAcceptanceResult',
              success: true,
              message: 'ok',
              assignment: current,
            },
          },
        };
      },
    });
    renderWithApi(DETAIL_PATH, api);
    const answer = await screen.findByRole('region', { name: 'Your answer' });
    fireEvent.click(within(answer).getByRole('button', { name: /\bAccept$/ }));
    expect(
      await within(answer).findByText('You have accepted the assignment. Wait until the student reaches you'),
    ).toBeTruthy();
    expect(api.calledWith('AcceptanceAssignment')[0]?.variables).toEqual({
      pvid: current.pvid,
      isAccept: true,
    });
    fireEvent.click(within(answer).getByRole('button', { name: /Withdraw$/ }));
    expect(await within(answer).findByText('You have rejected the assignment')).toBeTruthy();
    expect(within(answer).getByRole('button', { name: /Accept after all$/ })).toBeTruthy();
  });

  it('refuses an assignment of another country, with no way to apply', async () => {
    signInForTest({ ...TUTOR, country: 'id' });
    const api = fakeApi({
      ...SHELL_RESPONDERS,
      GetProfile: () => ({ data: { getProfile: viewerProfile('TTR0', 'id') } }),
      DetailPostingAssignment: () =>
        apiError('FORBIDDEN', 'assignmentNotInCountry', 'This assignment is not available in your country'),
    });
    renderWithApi(DETAIL_PATH, api);
    expect(await screen.findByText('This assignment is not available in your country')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Assignments in Indonesia' }).getAttribute('href')).toBe(
      '/id/assignments/public',
    );
    expect(screen.queryByRole('button', { name: /Accept$/ })).toBeNull();
  });
});
