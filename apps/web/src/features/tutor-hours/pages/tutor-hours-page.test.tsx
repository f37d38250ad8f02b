import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GetProfileQuery } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

const TUTOR = { pvid: 'u1', email: 'siti@ajar.test', country: 'sg', roleCode: 'TTR0' };

function profile(roleCode: string): GetProfileQuery['getProfile'] {
  return {
    pvid: 'profile-1',
    userPvid: 'u1',
    userCode: 'user1',
    firstName: 'Siti',
    lastName: 'Rahma',
    initialName: 'SR',
    email: 'siti@ajar.test',
    roleCode,
    roleName: roleCode,
    tutorKind: roleCode === 'TTR0' ? 'ACADEMIC' : null,
    country: 'sg',
    currency: 'SGD',
    balance: 0,
    hasBalance: false,
    avatar: null,
  } as GetProfileQuery['getProfile'];
}

const SAVED = {
  __typename: 'TutorAvailability',
  weekly: Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    intervals: weekday === 1 ? [{ start: 540, end: 1020 }] : [],
  })),
  exceptions: [],
  noticeHours: 2,
  timeZone: 'Asia/Singapore',
  isSet: true,
  trialLesson: null,
};

describe('teaching hours page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('tells a student the page is for tutors, without asking for hours', async () => {
    signInForTest({ ...TUTOR, roleCode: 'STDN' });
    const api = fakeApi({ GetProfile: () => ({ data: { getProfile: profile('STDN') } }) });
    renderWithApi('/sg/tutor/hours', api);
    expect(await screen.findByText('Teaching hours are for tutors')).toBeTruthy();
    expect(api.calledWith('GetTutorAvailability')).toEqual([]);
  });

  it('copies Monday to the weekdays, adds a day off and saves the week whole', async () => {
    signInForTest(TUTOR);
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('TTR0') } }),
      GetTutorAvailability: () => ({ data: { getTutorAvailability: SAVED } }),
      UpdateTutorAvailability: (variables) => ({
        data: {
          getTutorAvailability: undefined,
          updateTutorAvailability: {
            ...SAVED,
            weekly: variables['weekly'],
            exceptions: (variables['exceptions'] as { date: string; kind: string }[]).map((item) => ({
              ...item,
              intervals: [],
            })),
          },
        },
      }),
    });
    renderWithApi('/sg/tutor/hours', api);
    expect(await screen.findByText('When students can book you, in Asia/Singapore time')).toBeTruthy();
    expect(api.calledWith('GetTutorAvailability')[0]?.variables).toEqual({ tutorId: 'u1' });
    const tuesday = screen.getByTestId('weekday-2');
    expect(within(tuesday).getByText('Unavailable')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save hours' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Copy Monday to weekdays/ }));
    expect(within(tuesday).getByText('09:00')).toBeTruthy();
    expect(within(tuesday).getByText('17:00')).toBeTruthy();
    expect(within(screen.getByTestId('weekday-6')).getByText('Unavailable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a date/ }));
    const date = screen.getByLabelText('Date of exception 1') as HTMLInputElement;
    fireEvent.change(date, { target: { value: '2030-01-02' } });
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();

    fireEvent.click(save);
    await waitFor(() => expect(api.calledWith('UpdateTutorAvailability')).toHaveLength(1));
    const sent = api.calledWith('UpdateTutorAvailability')[0]?.variables;
    expect(sent?.['noticeHours']).toBe(2);
    expect(sent?.['exceptions']).toEqual([{ date: '2030-01-02', kind: 'off' }]);
    const weekly = sent?.['weekly'] as { weekday: number; intervals: unknown[] }[];
    expect(weekly.filter((day) => day.intervals.length > 0).map((day) => day.weekday)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).toBeNull());
  });

  it('says when a date is there twice, and does not save it', async () => {
    signInForTest(TUTOR);
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('TTR0') } }),
      GetTutorAvailability: () => ({ data: { getTutorAvailability: SAVED } }),
    });
    renderWithApi('/sg/tutor/hours', api);
    const add = await screen.findByRole('button', { name: /Add a date/ });
    fireEvent.click(add);
    fireEvent.click(add);
    const first = screen.getByLabelText('Date of exception 1') as HTMLInputElement;
    fireEvent.change(screen.getByLabelText('Date of exception 2'), { target: { value: first.value } });
    expect(screen.getAllByText('Each date only once.').length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Save hours' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a trial lesson at a length and price of the tutor’s currency', async () => {
    signInForTest(TUTOR);
    const api = fakeApi({
      GetProfile: () => ({ data: { getProfile: profile('TTR0') } }),
      GetTutorAvailability: () => ({ data: { getTutorAvailability: SAVED } }),
      UpdateTutorTrialLesson: () => ({
        data: {
          updateTutorTrialLesson: {
            ...SAVED,
            trialLesson: { __typename: 'TrialLesson', duration: 30, price: 1500, currency: 'SGD' },
          },
        },
      }),
    });
    renderWithApi('/sg/tutor/hours', api);
    const card = await screen.findByTestId('trial-lesson');
    expect(within(card).getByText('Students book your usual lessons only.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('switch', { name: 'Offer a trial lesson' }));
    const price = within(card).getByLabelText('Price (SGD)');
    fireEvent.change(price, { target: { value: '15' } });
    fireEvent.blur(price);
    fireEvent.click(within(card).getByRole('button', { name: 'Save trial lesson' }));
    await waitFor(() => expect(api.calledWith('UpdateTutorTrialLesson')).toHaveLength(1));
    expect(api.calledWith('UpdateTutorTrialLesson')[0]?.variables).toEqual({
      offered: true,
      duration: 30,
      price: 1500,
    });
  });
});
