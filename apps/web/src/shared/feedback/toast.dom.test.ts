import { GraphQLError } from 'graphql';
import { CombinedError } from 'urql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { setAntdApi, type MessageApi } from './antd-api';
import { describeError, showError, showProgress } from './toast';

// Through the API's own test seam, not vi.mock: the test setup's i18n assembly loads every feature's
// public face, and with it toast.ts, before a module mock of this file could apply.
const close = vi.fn();
const shown = { error: vi.fn(), loading: vi.fn(() => close) };
beforeAll(() => {
  setAntdApi({ message: shown as unknown as MessageApi });
});
afterAll(() => setAntdApi(null));

function serverError(message: string, extensions: Record<string, unknown>): CombinedError {
  return new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });
}

describe('showError (spec section 8)', () => {
  it('falls back to the spec text with code -1 when there is no server message', async () => {
    await i18n.changeLanguage('en');
    expect(showError(new CombinedError({ networkError: new Error('Failed to fetch') }))).toEqual({
      message: "Uh oh, there's something bad happened",
      code: -1,
    });
    expect(showError(undefined)).toEqual({ message: "Uh oh, there's something bad happened", code: -1 });
  });

  it('shows errors for 2 seconds', () => {
    showError(undefined);
    expect(shown.error).toHaveBeenLastCalledWith("Uh oh, there's something bad happened", 2);
  });

  it('shows progress until closed', () => {
    const closeProgress = showProgress('Logging you in...');
    expect(shown.loading).toHaveBeenLastCalledWith('Logging you in...', 1);
    expect(close).not.toHaveBeenCalled();
    closeProgress();
    expect(close).toHaveBeenCalledOnce();
  });

  it('shows the first server error, translated by its message key, with its code', async () => {
    const error = serverError('Wrong email or password', {
      code: 'BAD_USER_INPUT',
      messageKey: 'invalidCredentials',
    });
    await i18n.changeLanguage('en');
    expect(describeError(error)).toEqual({ message: 'Wrong email or password', code: 'BAD_USER_INPUT' });
    await i18n.changeLanguage('id');
    expect(describeError(error)).toEqual({ message: 'Email atau kata sandi salah', code: 'BAD_USER_INPUT' });
    await i18n.changeLanguage('en');
  });

  it('shows a server message without a known key as it came', () => {
    expect(describeError(serverError('Something odd', { code: 'INTERNAL' }))).toEqual({
      message: 'Something odd',
      code: 'INTERNAL',
    });
  });
});
