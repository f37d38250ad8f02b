import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type Responder,
} from '../../../test/render-with-api';
import { viewerProfile } from '../../../test/public-profile-fixtures';

// uPlot draws on a canvas, which jsdom has not: the charts are checked in the journey, the numbers here.
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => undefined };
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

configure({ asyncUtilTimeout: 5000 });
afterEach(() => resetSessionForTest());

const MB = 1024 * 1024;
const TUTOR = { pvid: 'user-1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };
const profile = () =>
  viewerProfile({
    pvid: 'user-1',
    userPvid: 'user-1',
    firstName: 'Siti',
    lastName: 'Rahma',
    roleCode: 'TTR0',
  });
const storage = (usedBytes = 50 * MB, quotaBytes = 500 * MB) => ({
  usedBytes,
  quotaBytes,
  freeQuotaBytes: 500 * MB,
  boughtBytes: quotaBytes - 500 * MB,
  maxFileBytes: 50 * MB,
});
const file = {
  id: 'f-1',
  fileName: 'Algebra worksheet.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 1536,
  createdAt: '2026-11-20T02:00:00.000Z',
  downloadPath: '/tutor-files/f-1',
  shares: [{ id: 's-1', target: 'BOOKING', label: 'Budi Santoso' }],
};

function api(responders: Record<string, Responder>) {
  return fakeApi({
    GetProfile: () => ({ data: { getProfile: { ...profile(), balance: 5000 } } }),
    ...responders,
  });
}

describe('Resources', { timeout: 20_000 }, () => {
  it('lists the files with size, date and whom they are shared with, and the storage used', async () => {
    signInForTest(TUTOR);
    const fake = api({
      TutorResources: () => ({ data: { myTutorFiles: [file], myTutorStorage: storage() } }),
      DeleteTutorFile: () => ({ data: { deleteTutorFile: { success: true } } }),
    });
    renderWithApi('/sg/tutor/resources', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeTruthy();
    expect(await screen.findByText('Algebra worksheet.pdf')).toBeTruthy();
    expect(screen.getByText(/1\.5 KB · 20 Nov 2026/)).toBeTruthy();
    expect(screen.getByText('Budi Santoso')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Storage used' }).getAttribute('aria-valuenow')).toBe(
      '10',
    );
    expect(screen.getByText('50 MB of 500 MB used')).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Actions for Algebra worksheet.pdf' });
    fireEvent.click(within(actions).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.calledWith('DeleteTutorFile')[0]?.variables).toEqual({ id: 'f-1' }));
  });

  it('shows an empty state for a tutor without files', async () => {
    signInForTest(TUTOR);
    renderWithApi(
      '/sg/tutor/resources',
      api({ TutorResources: () => ({ data: { myTutorFiles: [], myTutorStorage: storage(0) } }) }),
    );
    expect(await screen.findByText('No files yet')).toBeTruthy();
  });
});

describe('Cloud storage', { timeout: 20_000 }, () => {
  it('buys a package with balance and shows the purchases', async () => {
    signInForTest(TUTOR);
    const fake = api({
      CloudStoragePage: () => ({
        data: {
          myTutorStorage: storage(),
          cloudStoragePackages: [
            { code: 'GB1', bytes: 1024 * MB, credits: 20, priceMinor: 300, currency: 'SGD' },
            { code: 'GB5', bytes: 5 * 1024 * MB, credits: 80, priceMinor: 1200, currency: 'SGD' },
          ],
          myStoragePurchases: [],
          getUserCredits: { credits: 25 },
          getProfile: { pvid: 'user-1', country: 'sg', balance: 5000 },
        },
      }),
      BuyCloudStorage: () => ({
        data: { buyCloudStorage: { success: true, message: 'ok', storage: storage(50 * MB, 1524 * MB) } },
      }),
    });
    renderWithApi('/sg/tutor/cloud-storage', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud storage' })).toBeTruthy();
    expect(await screen.findByText('Buy +1 GB')).toBeTruthy();
    fireEvent.click(screen.getByText('Balance'));
    expect(await screen.findByText(/ 3\.00$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buy +1 GB' }));
    await waitFor(() =>
      expect(fake.calledWith('BuyCloudStorage')[0]?.variables).toEqual({
        packageCode: 'GB1',
        paidWith: 'BALANCE',
      }),
    );
    expect(screen.getByText('No storage bought yet.')).toBeTruthy();
  });
});

describe('Analytics', { timeout: 20_000 }, () => {
  const week = (weekStart: string, views: number, bookings: number, earnings: number) => ({
    weekStart,
    views,
    bookings,
    earnings,
    conversionPercent: views > 0 ? Math.round((bookings / views) * 1000) / 10 : null,
  });

  it('shows the charts and a table of the numbers, newest week first', async () => {
    signInForTest(TUTOR);
    renderWithApi(
      '/sg/tutor/analytics',
      api({
        TutorAnalytics: () => ({
          data: {
            getTutorAnalytics: {
              timeZone: 'Asia/Singapore',
              currency: 'SGD',
              weeks: [week('2026-11-16', 4, 1, 4000), week('2026-11-23', 0, 0, 0)],
            },
          },
        }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Profile views per week, chart' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('23 Nov 2026');
    expect(rows[2]?.textContent).toMatch(/16 Nov 2026.*4.*1.*40\.00.*25%/);
  });

  it('says so when a new tutor has no activity yet', async () => {
    signInForTest(TUTOR);
    renderWithApi(
      '/sg/tutor/analytics',
      api({
        TutorAnalytics: () => ({
          data: {
            getTutorAnalytics: {
              timeZone: 'Asia/Singapore',
              currency: 'SGD',
              weeks: [week('2026-11-23', 0, 0, 0)],
            },
          },
        }),
      }),
    );
    expect(await screen.findByText('No activity yet')).toBeTruthy();
  });
});

describe('Shared files', { timeout: 20_000 }, () => {
  it('lists what tutors shared with the student', async () => {
    signInForTest({ ...TUTOR, roleCode: 'STDN' });
    renderWithApi(
      '/sg/shared-files',
      api({
        FilesSharedWithMe: () => ({
          data: {
            filesSharedWithMe: [
              {
                id: 'f-1',
                fileName: 'Algebra worksheet.pdf',
                mimeType: 'application/pdf',
                sizeBytes: 2048,
                sharedAt: '2026-11-20T02:00:00.000Z',
                tutorName: 'Siti Rahma',
                downloadPath: '/tutor-files/f-1',
              },
            ],
          },
        }),
      }),
    );
    expect(await screen.findByText('Algebra worksheet.pdf')).toBeTruthy();
    expect(screen.getByText('From Siti Rahma · 2 KB · 20 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Algebra worksheet.pdf' })).toBeTruthy();
  });
});
