import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import { viewerProfile } from '../../../test/public-profile-fixtures';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => resetSessionForTest());

const TUTOR = { pvid: 'user-1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };

function viewsApi(viewers: { userPvid: string; firstName: string; lastName: string }[]) {
  return fakeApi({
    GetProfile: () => ({ data: { getProfile: viewerProfile() } }),
    WhoViewedProfile: () => ({
      data: {
        listWhoViewedProfile: {
          oneWeek: viewers.length,
          twoWeeks: viewers.length + 2,
          oneMonth: viewers.length + 5,
          viewers: viewers.map((viewer) => ({
            ...viewer,
            avatar: null,
            viewedAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
          })),
        },
      },
    }),
  });
}

describe("who's viewed me", { timeout: 20_000 }, () => {
  it('sends a signed-out visitor to log in first', async () => {
    const { router } = renderWithApi('/sg/profile/viewed', viewsApi([]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/login'));
  });

  it('shows the three counts and the latest visitors', async () => {
    signInForTest(TUTOR);
    renderWithApi(
      '/sg/profile/viewed',
      viewsApi([{ userPvid: 'u-2', firstName: 'Budi', lastName: 'Santoso' }]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Who's viewed me" })).toBeTruthy();
    // The labels show while the counts load (skeletons): wait for each count itself.
    const card = async (label: string) => within((await screen.findByText(label)).closest('li')!);
    expect(await (await card('Last 7 days')).findByText('1')).toBeTruthy();
    expect(await (await card('Last 2 weeks')).findByText('3')).toBeTruthy();
    expect(await (await card('Last month')).findByText('6')).toBeTruthy();
    expect(await screen.findByText('Budi Santoso')).toBeTruthy();
    expect(screen.getByText('Viewed 2 hours ago')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/sg/profile/me');
  });

  it('says so when nobody has looked yet', async () => {
    signInForTest(TUTOR);
    renderWithApi('/sg/profile/viewed', viewsApi([]));
    expect(await screen.findByText('No visitors yet')).toBeTruthy();
  });
});
