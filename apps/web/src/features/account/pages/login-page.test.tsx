import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAntdApi, type MessageApi } from '../../../shared/feedback/antd-api';
import { i18n } from '../../../shared/i18n/i18n';
import { renderApp } from '../../../test/render-app';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type Responder,
} from '../../../test/render-with-api';

const STUDENT_SIGN_IN = {
  firstTime: false,
  token: 'student-token',
  communityToken: null,
  communityUrl: null,
  user: {
    pvid: 'user-3',
    email: 'siti@ajar.test',
    dateJoined: '2024-01-01T00:00:00.000Z',
    token: 'user-3-public',
    verified: true,
    isActive: true,
    country: 'sg',
    role: { pvid: 'role-student', code: 'STD0', name: 'Student', isPrivate: false },
  },
  companydata: null,
};

async function submitEmptyLogin(): Promise<void> {
  const heading = await screen.findByRole('heading', { level: 1 });
  const form = heading.closest('section')?.querySelector('form');
  if (!form) throw new Error('login form not rendered');
  fireEvent.submit(form);
}

async function openLogin(signIn: Responder, path = '/sg/login') {
  const api = fakeApi({ SignIn: signIn });
  const view = renderWithApi(path, api);
  const email = await screen.findByLabelText('Email');
  const password = screen.getByLabelText('Password', { selector: 'input' });
  return { ...view, api, email, password };
}

function logIn(email: string, password: string): void {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The error line tied to an input by aria-describedby, or null. */
function errorOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const line = ids.map((id) => document.getElementById(id)).find((element) => element?.id.endsWith('-error'));
  return line?.textContent ?? null;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => resetSessionForTest());

describe('login form', () => {
  it("shows the spec's validation messages on an empty submit", async () => {
    renderApp('/sg/login');
    await submitEmptyLogin();
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('You have to fill in your password')).toBeTruthy();
  });

  it('draws its form without antd: our inputs, a named password toggle and a plain submit button', async () => {
    renderApp('/sg/login');
    const heading = await screen.findByRole('heading', { level: 1 });
    const card = heading.closest('section');
    expect(card?.querySelector('form')).toBeTruthy();
    expect(card?.querySelector('[class*="ant-"]:not(.anticon):not([class*="anticon-"])')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in', hidden: false }).getAttribute('type')).toBe('submit');
  });

  it('shows them in Indonesian on the id market', async () => {
    renderApp('/id/login');
    await submitEmptyLogin();
    expect(await screen.findByText('Masukkan alamat email Anda')).toBeTruthy();
    expect(screen.getByText('Anda harus mengisi kata sandi')).toBeTruthy();
  });

  it('ties each error to its input, focuses the first invalid field and sends nothing', async () => {
    const signIn = vi.fn<Responder>(() => ({ data: { signIn: STUDENT_SIGN_IN } }));
    const { email, password, api } = await openLogin(signIn);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(errorOf(email)).toBe('Please enter your email address'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(password)).toBe('You have to fill in your password');
    expect(document.activeElement).toBe(email);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(api.calledWith('SignIn')).toHaveLength(0);
  });

  it('refuses a malformed email, and focuses the password when only it is missing', async () => {
    const { email, password, api } = await openLogin(() => ({ data: { signIn: STUDENT_SIGN_IN } }));
    logIn('wei@ajar', 'secret-123');
    await waitFor(() => expect(errorOf(email)).toBe('Please enter a valid email'));
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);
    logIn('wei@ajar.test', '');
    await waitFor(() => expect(errorOf(password)).toBe('You have to fill in your password'));
    expect(errorOf(email)).toBeNull();
    expect(document.activeElement).toBe(password);
    expect(api.calledWith('SignIn')).toHaveLength(0);
  });

  it('checks a field again as it is typed in once the form was sent', async () => {
    const { email, password } = await openLogin(() => ({ data: { signIn: STUDENT_SIGN_IN } }));
    fireEvent.change(email, { target: { value: 'wei' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(errorOf(email)).toBe('Please enter a valid email'));
    fireEvent.change(email, { target: { value: 'wei@ajar.test' } });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    expect(errorOf(password)).toBe('You have to fill in your password');
    fireEvent.change(email, { target: { value: '' } });
    await waitFor(() => expect(errorOf(email)).toBe('Please enter your email address'));
  });

  it("says 'Wrong email or password' above the form, without a resend link", async () => {
    const { email } = await openLogin(() =>
      apiError('BAD_USER_INPUT', 'invalidCredentials', 'Wrong email or password'),
    );
    logIn('wei@ajar.test', 'wrong-one');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong email or password');
    expect(screen.queryByRole('link', { name: 'Send me the activation link again' })).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers to resend the activation link to an unverified account, carrying the email typed', async () => {
    const { router } = await openLogin(() =>
      apiError('FORBIDDEN', 'accountNotVerified', 'Please verify your email address first.'),
    );
    logIn('new.student@ajar.test', 'secret-123');
    const link = await screen.findByRole('link', { name: 'Send me the activation link again' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Please verify your email address first. We can send the activation link again.',
    );
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/account/resend_email'));
    expect(router.state.location.state).toEqual({ email: 'new.student@ajar.test' });
  });

  it('tells a throttled user to wait, in the reader’s language', async () => {
    await i18n.changeLanguage('id');
    const api = fakeApi({ SignIn: () => apiError('RATE_LIMITED', 'tooManyAttempts', 'Too many attempts.') });
    renderWithApi('/id/login', api);
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'siti@ajar.test' } });
    fireEvent.change(screen.getByLabelText('Kata sandi', { selector: 'input' }), {
      target: { value: 'secret-123' },
    });
    fireEvent.submit(screen.getByRole('form'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.');
  });

  it("puts the server's field errors under their inputs instead of above the form", async () => {
    const { email } = await openLogin(() => ({
      errors: [
        {
          message: 'Please enter a valid email',
          extensions: {
            code: 'BAD_USER_INPUT',
            messageKey: 'emailInvalid',
            fields: { email: 'emailInvalid' },
          },
        },
      ],
    }));
    logIn('wei@ajar.test', 'secret-123');
    await waitFor(() => expect(errorOf(email)).toBe('Please enter a valid email'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("sends the email trimmed and in lower case, says 'Logging you in...' and goes where it was asked", async () => {
    const closeToast = vi.fn();
    const loading = vi.fn(() => Object.assign(closeToast, { then: () => Promise.resolve(true) }));
    const { api, router } = await openLogin(
      () => ({ data: { signIn: STUDENT_SIGN_IN } }),
      '/sg/login?redirect=/sg/account/settings',
    );
    setAntdApi({ message: { loading } as unknown as MessageApi });
    logIn('  Siti@Ajar.TEST ', ' pass word ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/account/settings'));
    expect(api.calledWith('SignIn').map((call) => call.variables)).toEqual([
      { email: 'siti@ajar.test', password: ' pass word ', community: false },
    ]);
    expect(loading).toHaveBeenCalledWith('Logging you in...', 1);
    await waitFor(() => expect(closeToast).toHaveBeenCalledOnce());
  });

  it('from the community: asks for a community token and goes to the community address', async () => {
    const { api, router } = await openLogin(
      () => ({
        data: {
          signIn: { ...STUDENT_SIGN_IN, communityToken: 'community-token', communityUrl: '/sg/community' },
        },
      }),
      '/sg/login?community=1&redirect=/sg/account/settings',
    );
    logIn('siti@ajar.test', 'password123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/community'));
    expect(api.calledWith('SignIn').map((call) => call.variables)).toEqual([
      { email: 'siti@ajar.test', password: 'password123', community: true },
    ]);
    expect(localStorage.getItem('communityToken')).toBe('community-token');
  });

  it('sends someone already signed in home', async () => {
    signInForTest({ pvid: 'user-3', email: 'siti@ajar.test', country: 'sg', roleCode: 'STD0' });
    const api = fakeApi({});
    const { router } = renderWithApi('/sg/login', api);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg'));
  });
});
