import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAntdApi, type MessageApi } from '../../../shared/feedback/antd-api';
import { fakeApi, renderWithApi, resetSessionForTest } from '../../../test/render-with-api';

afterEach(() => resetSessionForTest());

const TUTOR_SIGN_IN = {
  firstTime: true,
  token: 'tutor-token',
  communityToken: null,
  user: {
    pvid: 'user-9',
    email: 'wei@ajar.test',
    dateJoined: '2024-01-01T00:00:00.000Z',
    token: 'user-9-public',
    verified: true,
    isActive: true,
    country: 'sg',
    role: { pvid: 'role-tutor', code: 'TTR0', name: 'Tutor', isPrivate: false },
  },
  companydata: null,
};

function completion(percent: number) {
  return {
    data: {
      getProfile: {
        pvid: 'profile-9',
        userPvid: 'user-9',
        userCode: 'U9',
        firstName: 'Wei',
        lastName: 'Tan',
        country: 'sg',
        roleCode: 'TTR0',
        completionUser: { pvid: 'completion-9', completionPercent: percent },
        completionDetail: [],
        visibleInSearch: percent >= 60,
      },
    },
  };
}

async function logInAsTutor(percent: number) {
  const api = fakeApi({
    SignIn: () => ({ data: { signIn: TUTOR_SIGN_IN } }),
    MyProfileCompletion: () => completion(percent),
  });
  const view = renderWithApi('/sg/login', api);
  const email = await screen.findByLabelText('Email');
  // The toast's close function, seen through a stand-in for antd's message.
  const closeToast = vi.fn();
  const loading = vi.fn(() => Object.assign(closeToast, { then: () => Promise.resolve(true) }));
  setAntdApi({ message: { loading } as unknown as MessageApi });
  fireEvent.change(email, { target: { value: 'wei@ajar.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  return { ...view, api, loading, closeToast };
}

describe("a tutor's first login", { timeout: 30_000 }, () => {
  it('skips onboarding when the profile is already complete, and closes the toast on arrival', async () => {
    const { router, api, loading, closeToast } = await logInAsTutor(100);
    await waitFor(() => expect(closeToast).toHaveBeenCalledOnce());
    // Nothing to onboard: the tutor lands where every tutor does, on their dashboard.
    expect(router.state.location.pathname).toBe('/sg/tutor/dashboard');
    expect(api.calledWith('MyProfileCompletion')).toHaveLength(1);
    expect(loading).toHaveBeenCalledWith('Logging you in...', 1);
  });

  it('starts onboarding when the profile is not complete yet', async () => {
    const { router } = await logInAsTutor(87.5);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/profile/onboarding_steps'));
  });
});
