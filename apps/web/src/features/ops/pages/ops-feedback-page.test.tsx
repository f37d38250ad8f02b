import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GetProfileQuery } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { viewerProfile } from '../../../test/public-profile-fixtures';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const STAFF = { pvid: 's1', email: 'staff@ajar.test', country: 'sg', roleCode: 'STAF' };
const profile = (roleCode: string): GetProfileQuery['getProfile'] =>
  viewerProfile({ userPvid: 's1', roleCode, email: 'staff@ajar.test' });

function feedback(id: string, message: string, category: string | null) {
  return {
    id,
    senderId: 'u1',
    senderName: 'Siti Rahma',
    senderEmail: 'tutor@ajar.test',
    senderCountry: 'sg',
    category,
    message,
    createdAt: '2026-01-15T08:00:00.000Z',
  };
}

describe("the console's feedback", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('lists what people sent, as the API orders it (newest first), with topic and sender', async () => {
    signInForTest(STAFF);
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('STAF') } }),
      GetStaffFeedback: () => ({
        data: {
          getStaffFeedback: {
            total: 2,
            page: 1,
            pageSize: 50,
            items: [feedback('f2', 'Newer idea', 'IDEA'), feedback('f1', 'Older note', null)],
          },
        },
      }),
    });
    renderWithApi('/sg/ops/feedback', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    const entries = await screen.findAllByTestId('feedback-entry');
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Newer idea',
      'Older note',
    ]);
    expect(within(entries[0]!).getByText('Idea')).toBeTruthy();
    expect(within(entries[1]!).getByText('No topic')).toBeTruthy();
    expect(within(entries[0]!).getByText(/From Siti Rahma \(tutor@ajar\.test\)/)).toBeTruthy();
    expect(screen.getByText('2 messages')).toBeTruthy();
  });

  it('says so when there is none', async () => {
    signInForTest(STAFF);
    renderWithApi(
      '/sg/ops/feedback',
      fakeApi({
        GetProfile: () => ({ data: { getProfile: profile('STAF') } }),
        GetStaffFeedback: () => ({
          data: { getStaffFeedback: { total: 0, page: 1, pageSize: 50, items: [] } },
        }),
      }),
    );
    expect(await screen.findByText('No feedback yet')).toBeTruthy();
  });

  it('is a 404 to a tutor, and asks nothing of the API', async () => {
    signInForTest({ ...STAFF, roleCode: 'TTR0' });
    const api = fakeApi({ GetProfile: () => ({ data: { getProfile: profile('TTR0') } }) });
    renderWithApi('/sg/ops/feedback', api);
    expect(await screen.findByRole('heading', { name: "You're playing too far..." })).toBeTruthy();
    expect(api.calledWith('GetStaffFeedback')).toEqual([]);
  });
});
