import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { AntdProvider } from '../../../shared/ui/antd-provider';
import {
  apiError,
  fakeApi,
  resetSessionForTest,
  signInForTest,
  type FakeApi,
} from '../../../test/render-with-api';
import { ReportButton } from './report-button';

function renderButton(api: FakeApi) {
  return render(
    <AntdProvider>
      <Provider value={api.client}>
        <MemoryRouter>
          <ReportButton targetType="PROFILE" targetId="u9" label="Report this profile" />
        </MemoryRouter>
      </Provider>
    </AntdProvider>,
  );
}

describe('the report button', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('is not drawn for a visitor', () => {
    renderButton(fakeApi({}));
    expect(screen.queryByRole('button', { name: /Report this profile/ })).toBeNull();
  });

  it('sends the reason written, then shows the server’s refusal of a second report', async () => {
    signInForTest({ pvid: 'u1', email: 'rina@example.test', country: 'sg', roleCode: 'STDN' });
    let sent = 0;
    const api = fakeApi({
      ReportContent: () => {
        sent += 1;
        return sent === 1
          ? {
              data: {
                reportContent: { success: true, message: 'Thank you. Our team will look at your report.' },
              },
            }
          : apiError(
              'CONFLICT',
              'reportAlreadyOpen',
              'You have already reported this. Our team will look at it.',
            );
      },
    });
    renderButton(api);
    fireEvent.click(await screen.findByRole('button', { name: /Report this profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report to the Ajar team' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('What is wrong?'), { target: { value: 'Cash only' } });
    fireEvent.click(send);
    await waitFor(() => expect(api.calledWith('ReportContent')).toHaveLength(1));
    expect(api.calledWith('ReportContent')[0]?.variables).toEqual({
      targetType: 'PROFILE',
      targetId: 'u9',
      reason: 'Cash only',
    });
    expect(await screen.findByText('Thank you. Our team will look at your report.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Report this profile/ }));
    const again = await screen.findByRole('dialog', { name: 'Report to the Ajar team' });
    fireEvent.change(within(again).getByLabelText('What is wrong?'), {
      target: { value: 'Still cash only' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this. Our team will look at it.')).toBeTruthy();
  });
});
