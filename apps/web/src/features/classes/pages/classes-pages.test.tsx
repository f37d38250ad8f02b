import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GroupClassFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';

/** A Singapore class of SG$ 30.00 over 3 sessions (SG$ 10.00 each), 2 of 5 seats taken, one session cancelled. */
function groupClass(overrides: Partial<GroupClassFieldsFragment> = {}): GroupClassFieldsFragment {
  const session = (id: string, day: number, cancelled = false) => ({
    id,
    startTime: `2030-03-0${day}T10:00:00.000Z`,
    endTime: `2030-03-0${day}T11:00:00.000Z`,
    share: 1000,
    cancelled,
    earned: false,
    classUrl: null,
  });
  return {
    id: 'c1',
    title: 'Fractions circle',
    description: 'Adding and simplifying fractions.',
    country: 'sg',
    currency: 'SGD',
    price: 3000,
    due: 2000,
    seats: 5,
    seatsTaken: 2,
    status: 'OPEN',
    cover: null,
    enrolmentOpen: true,
    viewerEnrolled: false,
    viewerIsTutor: false,
    subject: { pvid: 's1', name: 'Mathematics' },
    level: { pvid: 'l1', name: 'Primary 5' },
    tutor: { userPvid: 't1', token: 'tok', firstName: 'Clara', lastName: 'Class', avatar: null },
    sessions: [session('x1', 2, true), session('x2', 3), session('x3', 4)],
    ...overrides,
  };
}

const references = {
  data: {
    getProgrammeSubjectList: [{ pvid: 's1', name: 'Mathematics' }],
    getProgrammeLevelList: [{ pvid: 'l1', name: 'Primary 5', curriculumName: 'Singapore MOE' }],
  },
};

describe('group classes pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('browses classes: the card shows the first session not cancelled in Singapore time, seats and price', async () => {
    const api = fakeApi({
      GetClasses: () => ({
        data: { getClasses: { total: 1, page: 1, pageSize: 12, items: [groupClass()] } },
      }),
      GetClassReferences: () => references,
    });
    renderWithApi('/sg/ajar-classes?q=fractions', api);
    const card = await screen.findByRole('link', { name: 'See the class Fractions circle' });
    expect(within(card).getByText(/Starts Sun 3 Mar 2030, 18:00/)).toBeTruthy();
    expect(within(card).getByText(/2 sessions/)).toBeTruthy();
    expect(within(card).getByText('3 seats left')).toBeTruthy();
    expect(within(card).getByText(/SG\$ 20\.00/)).toBeTruthy();
    expect(api.calledWith('GetClasses')[0]?.variables).toMatchObject({
      country: 'sg',
      keywords: 'fractions',
    });
  });

  it('says so when no class matches', async () => {
    renderWithApi(
      '/sg/ajar-classes',
      fakeApi({
        GetClasses: () => ({ data: { getClasses: { total: 0, page: 1, pageSize: 12, items: [] } } }),
        GetClassReferences: () => references,
      }),
    );
    expect(await screen.findByText('No classes match yet')).toBeTruthy();
  });

  it('refuses a class without sessions or price in the form’s words, and sends nothing', async () => {
    signInForTest({ pvid: 't1', email: 't@ajar.test', country: 'sg', roleCode: 'TTR0' });
    const api = fakeApi({ GetClassReferences: () => references });
    renderWithApi('/sg/ajar-classes/create', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish class' }));
    expect(await screen.findByText('You have to fill in the title')).toBeTruthy();
    expect(screen.getByText('You have to set the price per seat')).toBeTruthy();
    expect(api.calledWith('CreateClass')).toHaveLength(0);
  });

  it('offers an enrolled student their classes instead of paying again', async () => {
    signInForTest({ pvid: 's9', email: 's@ajar.test', country: 'sg', roleCode: 'STDN' });
    renderWithApi(
      '/sg/ajar-classes/c1',
      fakeApi({ GetClass: () => ({ data: { getClass: groupClass({ viewerEnrolled: true }) } }) }),
    );
    expect(await screen.findByText('You are enrolled. See you in class!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /from my balance/ })).toBeNull();
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeTruthy());
  });

  it('shows Join class on My Online Classes and Manage classes while a session’s room is open, not before', async () => {
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const live = (id: string, startIn: number) => ({
      id,
      startTime: at(startIn),
      endTime: at(startIn + 60),
      share: 1000,
      cancelled: false,
      earned: false,
      classUrl: `/sg/ajar-classes/join/room-${id}`,
    });
    const opening = groupClass({ viewerEnrolled: true, sessions: [live('y1', 5), live('y2', 60 * 48)] });
    const later = groupClass({ id: 'c2', title: 'Later circle', sessions: [live('z1', 60)] });
    signInForTest({ pvid: 's9', email: 's@ajar.test', country: 'sg', roleCode: 'STDN' });
    const seat = (row: GroupClassFieldsFragment, enrolmentId: string) => ({
      enrolmentId,
      status: 'ENROLLED',
      paid: 3000,
      refunded: 0,
      enrolledAt: at(-600),
      class: row,
    });
    const mine = renderWithApi(
      '/sg/ajar-classes/my',
      fakeApi({
        GetMyOnlineClasses: () => ({
          data: { getMyOnlineClasses: [seat(opening, 'e1'), seat(later, 'e2')] },
        }),
      }),
    );
    const join = await screen.findByRole('link', { name: 'Join class' });
    expect(join.getAttribute('href')).toBe('/sg/ajar-classes/join/room-y1');
    expect(screen.getAllByRole('link', { name: 'Join class' })).toHaveLength(1);
    mine.unmount();

    resetSessionForTest();
    signInForTest({ pvid: 't1', email: 't@ajar.test', country: 'sg', roleCode: 'TTR0' });
    renderWithApi(
      '/sg/ajar-classes/manage',
      fakeApi({
        GetMyTutorClasses: () => ({
          data: {
            getMyTutorClasses: [
              { earned: 0, held: 2000, class: { ...opening, viewerIsTutor: true }, enrolments: [] },
            ],
          },
        }),
      }),
    );
    const tutorJoin = await screen.findByRole('link', { name: 'Join class' });
    expect(tutorJoin.getAttribute('href')).toBe('/sg/ajar-classes/join/room-y1');
    expect(screen.getAllByRole('link', { name: 'Join class' })).toHaveLength(1);
  });
});
