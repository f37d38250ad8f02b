import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type FakeApi,
} from '../../../test/render-with-api';
import { GoogleSyncPrompt } from '../components/google-sync-prompt';

const TUTOR = { pvid: 'u1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };

function renderPrompt(api: FakeApi) {
  return render(
    <Provider value={api.client}>
      <GoogleSyncPrompt />
    </Provider>,
  );
}

describe('Google calendar sync', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('exchanges the code while showing a spinner, then returns to the own profile', async () => {
    signInForTest(TUTOR);
    const api = fakeApi({
      CreateGoogleToken: () => ({
        data: { createGoogleToken: { success: true, message: 'Your Google calendar is linked' } },
      }),
    });
    const view = renderWithApi('/sg/redirect?code=4%2F0Adeu5', api);
    expect(await screen.findByText('Linking your Google calendar…')).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/profile/me'));
    expect(api.calledWith('CreateGoogleToken').map((call) => call.variables)).toEqual([{ code: '4/0Adeu5' }]);
  });

  it('swallows a failed import silently and still returns to the profile', async () => {
    signInForTest(TUTOR);
    const api = fakeApi({
      CreateGoogleToken: () => apiError('BAD_USER_INPUT', 'googleLinkFailed', 'We could not link'),
    });
    const view = renderWithApi('/sg/redirect?code=bad', api);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sg/profile/me'));
    expect(screen.queryByText('We could not link your Google calendar. Please try again.')).toBeNull();
  });

  it('explains that sync is not set up when the server has no Google client', async () => {
    const api = fakeApi({
      CheckGoogleToken: () => ({ data: { checkGoogleToken: { configured: false, linked: false } } }),
    });
    renderPrompt(api);
    expect(await screen.findByText('Google calendar sync is not set up on this server yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link Google calendar' })).toBeNull();
  });

  it('offers linking, disabled on the web, when configured but not linked', async () => {
    const api = fakeApi({
      CheckGoogleToken: () => ({ data: { checkGoogleToken: { configured: true, linked: false } } }),
    });
    renderPrompt(api);
    const button = (await screen.findByRole('button', { name: 'Link Google calendar' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/Linking from the web app is not available yet\./)).toBeTruthy();
  });
});
