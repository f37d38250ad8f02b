import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { viewerProfile } from '../../../test/public-profile-fixtures';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const TUTOR = { pvid: 'u1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };
const profile = (roleCode: string) =>
  viewerProfile({ userPvid: 'u1', roleCode, tutorKind: roleCode === 'TTR0' ? 'ACADEMIC' : null });

const HOURS = {
  __typename: 'TutorAvailability',
  weekly: Array.from({ length: 7 }, (_, weekday) => ({ weekday, intervals: [{ start: 540, end: 1080 }] })),
  exceptions: [{ date: '2030-01-09', kind: 'blocked', intervals: [{ start: 600, end: 720 }] }],
  noticeHours: 2,
  timeZone: 'Asia/Singapore',
};

const LESSON = {
  __typename: 'CalendarBooking',
  id: 'b1',
  // Tuesday 8 January 2030, 10:00–11:00 in Singapore.
  startTime: '2030-01-08T02:00:00.000Z',
  endTime: '2030-01-08T03:00:00.000Z',
  location: 'Online',
  status: 'ACCEPTED',
  price: 4000,
  title: 'Mathematics',
  studentName: 'Dewi Lestari',
};

const CLASSES = [
  {
    __typename: 'TutorClass',
    class: {
      __typename: 'GroupClass',
      id: 'c1',
      title: 'IELTS speaking group',
      sessions: [
        {
          __typename: 'ClassSession',
          id: 's1',
          startTime: '2030-01-10T11:00:00.000Z',
          endTime: '2030-01-10T12:00:00.000Z',
          cancelled: false,
        },
      ],
    },
  },
];

function calendarApi() {
  return fakeApi({
    GetProfile: () => ({ data: { getProfile: profile('TTR0') } }),
    TutorCalendarHours: () => ({ data: { getTutorAvailability: HOURS, getMyTutorClasses: CLASSES } }),
    TutorCalendarOwn: () => ({ data: { getTutorHisBookingsForCalendar: [LESSON] } }),
    BlockTutorTime: (variables) => ({
      data: {
        blockTutorTime: {
          ...HOURS,
          exceptions: [
            ...HOURS.exceptions,
            {
              date: variables['date'],
              kind: 'blocked',
              intervals: [{ start: variables['start'], end: variables['end'] }],
            },
          ],
        },
      },
    }),
    UnblockTutorTime: () => ({ data: { unblockTutorTime: { ...HOURS, exceptions: [] } } }),
  });
}

describe('the tutor’s calendar page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
    // Monday 7 January 2030, 09:00 in Singapore.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-07T01:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the week with hours, a lesson, a class session and blocked time', async () => {
    signInForTest(TUTOR);
    renderWithApi('/sg/tutor/calendar', calendarApi());
    const tuesday = await screen.findByTestId('calendar-day-2030-01-08');
    expect(within(tuesday).getByText('Mathematics')).toBeTruthy();
    expect(within(tuesday).getByText('Dewi Lestari')).toBeTruthy();
    expect(
      within(screen.getByTestId('calendar-day-2030-01-10')).getByText('IELTS speaking group'),
    ).toBeTruthy();
    const wednesday = screen.getByTestId('calendar-day-2030-01-09');
    expect(within(wednesday).getByText(/Blocked 10:00–12:00/)).toBeTruthy();
    expect(screen.getByText('7 – 13 January 2030')).toBeTruthy();
    expect(screen.getAllByTestId(/^calendar-day-/)).toHaveLength(7);
  });

  it('blocks an afternoon through the dialog and gives blocked time back', async () => {
    signInForTest(TUTOR);
    const api = calendarApi();
    renderWithApi('/sg/tutor/calendar', api);
    await screen.findByTestId('calendar-day-2030-01-08');
    fireEvent.click(screen.getByRole('button', { name: 'Free 09:00–18:00 on Fri 11 Jan: block part of it' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Students can no longer book these hours. Lessons already booked in them stay booked.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(api.calledWith('BlockTutorTime')).toHaveLength(1));
    expect(api.calledWith('BlockTutorTime')[0]?.variables).toEqual({
      date: '2030-01-11',
      start: 540,
      end: 1080,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Unblock 10:00–12:00 on Wed 9 Jan' }));
    await waitFor(() => expect(api.calledWith('UnblockTutorTime')).toHaveLength(1));
    expect(api.calledWith('UnblockTutorTime')[0]?.variables).toEqual({
      date: '2030-01-09',
      start: 600,
      end: 720,
    });
  });

  it('refuses an end before the start without asking the server', async () => {
    signInForTest(TUTOR);
    const api = calendarApi();
    renderWithApi('/sg/tutor/calendar', api);
    await screen.findByTestId('calendar-day-2030-01-08');
    fireEvent.click(screen.getByRole('button', { name: 'Block time' }));
    const dialog = await screen.findByRole('dialog');
    const to = within(dialog).getByLabelText('To');
    fireEvent.mouseDown(to);
    fireEvent.click((await screen.findAllByTitle('12:00')).at(-1) as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('The end must be after the start')).toBeTruthy();
    expect(api.calledWith('BlockTutorTime')).toEqual([]);
  });

  it('tells a student the calendar is for tutors', async () => {
    signInForTest({ ...TUTOR, roleCode: 'STDN' });
    const api = fakeApi({ GetProfile: () => ({ data: { getProfile: profile('STDN') } }) });
    renderWithApi('/sg/tutor/calendar', api);
    expect(await screen.findByText('The calendar is for tutors')).toBeTruthy();
    expect(api.calledWith('TutorCalendarHours')).toEqual([]);
  });
});
