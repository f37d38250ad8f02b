import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '../../../shared/ui/antd-provider';
import { i18n } from '../../../shared/i18n/i18n';
import { CountryContext } from '../../../shared/market/country-context';
import {
  apiError,
  fakeApi,
  renderWithApi,
  resetSessionForTest,
  signInForTest,
  type FakeApi,
  type Responder,
} from '../../../test/render-with-api';
import type { PublicProfile } from '../../../shared/profile/public-profile-types';
import { TUTOR_PATH, tutorProfile, viewerProfile } from '../../../test/public-profile-fixtures';
import { TutorCalendarSection } from './tutor-calendar-section';

const STUDENT = { pvid: 'user-9', email: 'budi@ajar.test', country: 'sg', roleCode: 'STDN' };
const TUTOR = { pvid: 'user-1', email: 'siti@ajar.test', country: 'id', roleCode: 'TTR0' };

// Tuesday 10 March 2026, 10:00 in Jakarta (the tutor's market, +7).
const NOW = new Date('2026-03-10T03:00:00.000Z');
const LESSONS = [
  { id: 'b-1', startTime: '2026-03-12T03:00:00.000Z', endTime: '2026-03-12T04:30:00.000Z' },
  { id: 'b-2', startTime: '2026-03-12T07:00:00.000Z', endTime: '2026-03-12T08:00:00.000Z' },
];
const OWN_LESSONS = [
  {
    ...LESSONS[0],
    location: 'Zoom',
    status: 'PAID',
    price: 225000,
    title: 'Mathematics (SMA Kelas 10)',
    studentName: 'Budi Santoso',
  },
  {
    ...LESSONS[1],
    location: '',
    status: 'PENDING',
    price: 150000,
    title: 'Mathematics (SMA Kelas 10)',
    studentName: 'Ani Wijaya',
  },
];

function calendarApi(profile = tutorProfile(), extra: Record<string, Responder> = {}) {
  return fakeApi({
    PublicProfile: () => ({ data: { getProfile: profile } }),
    PublicProfileArticles: () => ({ data: { getTutorArticles: [] } }),
    PublicProfileTestimonials: () => ({ data: { getTestimonialListByToken: [] } }),
    GetProfile: () => ({ data: { getProfile: viewerProfile() } }),
    // 09:00 and 09:30 in Jakarta on the first day asked for.
    TutorFreeSlots: (variables) => ({
      data: {
        getTutorFreeSlots: [
          `${String(variables['from'])}T02:00:00.000Z`,
          `${String(variables['from'])}T02:30:00.000Z`,
        ],
      },
    }),
    StudentBookedTutors: () => ({ data: { getBookings: [] } }),
    TutorCalendarBusy: () => ({ data: { getUserTutorBookingsForCalendar: LESSONS } }),
    TutorCalendarOwn: () => ({ data: { getTutorHisBookingsForCalendar: OWN_LESSONS } }),
    CheckGoogleToken: () => ({ data: { checkGoogleToken: { configured: false, linked: false } } }),
    ...extra,
  });
}

/** The section alone, as the profile page places it for Siti (an Indonesian tutor) on /sg: quicker than the app. */
function renderSection(api: FakeApi, profile: PublicProfile = tutorProfile()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CountryContext.Provider value="sg">
            <TutorCalendarSection profile={profile} market="id" />
          </CountryContext.Provider>
        ),
      },
    ],
    { initialEntries: [TUTOR_PATH] },
  );
  return render(
    <AntdProvider>
      <Provider value={api.client}>
        <RouterProvider router={router} />
      </Provider>
    </AntdProvider>,
  );
}

/** The booking dialog, found by its title. */
async function bookingDialog(): Promise<HTMLElement> {
  const title = await screen.findByText('Book Siti Rahma');
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('The booking title is not in a dialog');
  return dialog;
}

// Found by text and label rather than role: role queries over a month grid of buttons are slow in jsdom.
async function calendarSection(title = 'Calendar'): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: 'h2' });
  const section = heading.closest<HTMLElement>('section');
  if (!section) throw new Error('The calendar title is not in a section');
  return section;
}
const dayButton = (section: HTMLElement, name: string | RegExp) => within(section).findByLabelText(name);

configure({ asyncUtilTimeout: 5000 });

describe('tutor calendar on the public profile', { timeout: 40_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    resetSessionForTest();
  });

  it("shows a visitor only busy times, in the tutor's zone, and books the day from the popover", async () => {
    signInForTest(STUDENT);
    const api = calendarApi();
    renderSection(api);
    const section = await calendarSection();
    expect(await within(section).findByText('March 2026')).toBeTruthy();
    fireEvent.click(await dayButton(section, 'Thursday, 12 March 2026, 2 bookings'));

    const popover = await screen.findByTestId('calendar-day-bookings');
    expect(within(popover).getByText('10:00–11:30')).toBeTruthy();
    expect(within(popover).getByText('14:00–15:00')).toBeTruthy();
    expect(within(popover).getAllByText('Booked')).toHaveLength(2);
    expect(within(popover).queryByText('Budi Santoso')).toBeNull();
    expect(within(popover).queryByRole('link', { name: 'Open booking list' })).toBeNull();

    fireEvent.click(within(popover).getByRole('button', { name: 'Book this day' }));
    const dialog = await bookingDialog();
    // The dialog offers the free times from the day picked.
    expect(
      ((await within(dialog).findByRole('radio', { name: /Thu 12 Mar/ })) as HTMLInputElement).checked,
    ).toBe(true);
    expect(api.calledWith('TutorFreeSlots').at(-1)?.variables).toMatchObject({
      tutorId: 'user-1',
      from: '2026-03-12',
      duration: 60,
    });
    expect(api.calledWith('TutorCalendarBusy')[0]?.variables).toEqual({ tutorId: 'user-1' });
    expect(api.calledWith('TutorCalendarOwn')).toHaveLength(0);
    expect(screen.queryByTestId('google-sync-prompt')).toBeNull();
  });

  it('opens the booking dialog on a free future day at once; past days are not bookable', async () => {
    signInForTest(STUDENT);
    renderSection(calendarApi());
    const section = await calendarSection();
    fireEvent.click(await dayButton(section, 'Friday, 20 March 2026'));
    const dialog = await bookingDialog();
    expect(
      ((await within(dialog).findByRole('radio', { name: /Fri 20 Mar/ })) as HTMLInputElement).checked,
    ).toBe(true);
    // Today is bookable; yesterday is not a button at all.
    expect(within(section).getByLabelText('Tuesday, 10 March 2026')).toBeTruthy();
    expect(within(section).queryByLabelText('Monday, 9 March 2026')).toBeNull();
  });

  it("shows a visitor the tutor's next free times; one opens the booking dialog on its day", async () => {
    signInForTest(STUDENT);
    const api = calendarApi();
    renderSection(api);
    const strip = await screen.findByTestId('next-available');
    expect(within(strip).getByText('Next available')).toBeTruthy();
    expect(api.calledWith('TutorFreeSlots')[0]?.variables).toEqual({
      tutorId: 'user-1',
      from: '2026-03-10',
      days: 14,
      duration: 60,
    });
    fireEvent.click(within(strip).getByRole('button', { name: /09:30/ }));
    const dialog = await bookingDialog();
    expect(
      ((await within(dialog).findByRole('radio', { name: /Tue 10 Mar/ })) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('asks a guest who picks a day to log in instead', async () => {
    renderSection(calendarApi());
    const section = await calendarSection();
    fireEvent.click(await dayButton(section, 'Friday, 20 March 2026'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Log in to book Siti Rahma')).toBeTruthy();
    expect(screen.queryByText('Continue to payment')).toBeNull();
  });

  // Through the whole profile page: the page tells the section who owns it.
  it('shows the owner every detail, the booking list link and the Google sync prompt', async () => {
    signInForTest(TUTOR);
    const api = calendarApi(tutorProfile({ isOwner: true }));
    renderWithApi(TUTOR_PATH, api);
    // The profile draws the section's frame first, then the calendar's code loads into its place.
    expect(await screen.findByTestId('google-sync-prompt')).toBeTruthy();
    const section = await calendarSection();
    expect(within(section).getByTestId('google-sync-prompt')).toBeTruthy();
    expect(
      await within(section).findByText('Google calendar sync is not set up on this server yet'),
    ).toBeTruthy();

    fireEvent.click(await dayButton(section, 'Thursday, 12 March 2026, 2 bookings'));
    const popover = await screen.findByTestId('calendar-day-bookings');
    expect(within(popover).getByText('10:00–11:30')).toBeTruthy();
    expect(within(popover).getByText('Budi Santoso')).toBeTruthy();
    expect(within(popover).getByText('Zoom')).toBeTruthy();
    expect(within(popover).getByText('Not given')).toBeTruthy();
    expect(within(popover).getByText('Paid, waiting for the tutor')).toBeTruthy();
    expect(within(popover).getByText('Waiting for payment')).toBeTruthy();
    expect(within(popover).getByText('Rp 225.000')).toBeTruthy();
    expect(within(popover).getByRole('link', { name: 'Open booking list' }).getAttribute('href')).toBe(
      '/sg/booking-list',
    );
    expect(within(popover).queryByRole('button', { name: 'Book this day' })).toBeNull();
    expect(api.calledWith('TutorCalendarBusy')).toHaveLength(0);
    // The owner's free days do nothing.
    expect(within(section).queryByLabelText('Friday, 20 March 2026')).toBeNull();
  });

  it('says so quietly when the month has no bookings, and moves between months', async () => {
    signInForTest(STUDENT);
    renderSection(calendarApi());
    const section = await calendarSection();
    await dayButton(section, /12 March 2026/);
    expect(within(section).queryByText('No bookings in March 2026.')).toBeNull();
    expect(within(section).getByLabelText('Previous month').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(section).getByLabelText('Next month'));
    expect(await within(section).findByText('No bookings in April 2026.')).toBeTruthy();
    expect(within(section).getByLabelText('Wednesday, 1 April 2026')).toBeTruthy();
  });

  it('shows an error with a retry that loads the calendar again', async () => {
    signInForTest(STUDENT);
    let failing = true;
    const api = calendarApi(tutorProfile(), {
      TutorCalendarBusy: () =>
        failing
          ? apiError('INTERNAL', 'unexpected', 'Calendar is down')
          : { data: { getUserTutorBookingsForCalendar: LESSONS } },
    });
    renderSection(api);
    const section = await calendarSection();
    expect(await within(section).findByText('We could not load the calendar')).toBeTruthy();
    failing = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await dayButton(section, 'Thursday, 12 March 2026, 2 bookings')).toBeTruthy();
    await waitFor(() => expect(api.calledWith('TutorCalendarBusy')).toHaveLength(2));
  });

  it('is left out for visitors when the tutor has nothing to book', async () => {
    signInForTest(STUDENT);
    const api = calendarApi(tutorProfile({ subjectList: [] }));
    renderWithApi(TUTOR_PATH, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Siti Rahma' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Calendar' })).toBeNull();
    expect(api.calledWith('TutorCalendarBusy')).toHaveLength(0);
  });

  it('speaks Indonesian', async () => {
    signInForTest(STUDENT);
    await i18n.changeLanguage('id');
    renderSection(calendarApi());
    const section = await calendarSection('Kalender');
    fireEvent.click(await dayButton(section, 'Kamis, 12 Maret 2026, 2 pemesanan'));
    const popover = await screen.findByTestId('calendar-day-bookings');
    expect(within(popover).getAllByText('Sudah dipesan')).toHaveLength(2);
    expect(within(popover).getByRole('button', { name: 'Pesan tanggal ini' })).toBeTruthy();
  });
});
