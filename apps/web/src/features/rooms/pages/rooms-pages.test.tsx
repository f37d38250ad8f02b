import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudyRoomFieldsFragment } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import { clockText } from '../components/focus-timer';

function studyRoom(overrides: Partial<StudyRoomFieldsFragment> = {}): StudyRoomFieldsFragment {
  return {
    id: 'r1',
    country: 'sg',
    name: 'Calculus grind',
    topic: 'MATHS',
    mode: 'CAMERA',
    capacity: 4,
    closed: false,
    creatorFirstName: 'Ana',
    presentCount: 2,
    full: false,
    present: [
      { userId: 'u1', firstName: 'Ana', avatarUrl: null },
      { userId: 's9', firstName: 'Sid', avatarUrl: null },
    ],
    timer: null,
    serverNow: new Date().toISOString(),
    viewerPresent: true,
    viewerIsCreator: false,
    classroomRoomId: 'c1',
    ...overrides,
  };
}

describe('study rooms pages', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('lists a market’s rooms with who is in each and the capacity; a guest is asked to sign in to start one', async () => {
    const api = fakeApi({
      StudyRooms: () => ({
        data: {
          studyRooms: [
            studyRoom(),
            studyRoom({ id: 'r2', name: 'Quiet coding', full: true, topic: 'CODING' }),
          ],
        },
      }),
    });
    renderWithApi('/sg/ajar-rooms?topic=MATHS', api);
    const link = await screen.findByRole('link', { name: 'Calculus grind' });
    expect(link.getAttribute('href')).toBe('/sg/ajar-rooms/r1');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('2 of 4 here')).toBeTruthy();
    expect(within(card).getByText('Maths')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to start a study room' })).toBeTruthy();
    expect(api.calledWith('StudyRooms')[0]?.variables).toEqual({ country: 'sg', topic: 'MATHS' });
  });

  it('says so when no room is open', async () => {
    renderWithApi('/sg/ajar-rooms', fakeApi({ StudyRooms: () => ({ data: { studyRooms: [] } }) }));
    expect(await screen.findByText('No open rooms on this topic yet')).toBeTruthy();
  });

  it('checks a new room’s name before sending, then creates it and opens its page', async () => {
    signInForTest({ pvid: 's9', email: 's@ajar.test', country: 'sg', roleCode: 'STDN' });
    const api = fakeApi({
      StudyRooms: () => ({ data: { studyRooms: [] } }),
      CreateStudyRoom: () => ({
        data: { createStudyRoom: studyRoom({ id: 'new1', presentCount: 0, present: [] }) },
      }),
      EnterStudyRoom: () => ({ data: { enterStudyRoom: studyRoom({ id: 'new1' }) } }),
      LeaveStudyRoom: () => ({ data: { leaveStudyRoom: studyRoom({ id: 'new1' }) } }),
    });
    renderWithApi('/sg/ajar-rooms', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Create room' }));
    expect(await screen.findByText('Give the room a name')).toBeTruthy();
    expect(api.calledWith('CreateStudyRoom')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Room name' }), {
      target: { value: 'Calculus grind' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Audio only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create room' }));
    await waitFor(() => expect(api.calledWith('CreateStudyRoom')).toHaveLength(1));
    expect(api.calledWith('CreateStudyRoom')[0]?.variables).toEqual({
      name: 'Calculus grind',
      topic: 'GENERAL',
      mode: 'AUDIO',
      capacity: 4,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calculus grind' })).toBeTruthy();
  });

  it('a room: enters it, shows who is here, and the shared timer counting down from the server’s instant', async () => {
    signInForTest({ pvid: 's9', email: 's@ajar.test', country: 'sg', roleCode: 'STDN' });
    const startedAt = new Date(Date.now() - 60_000).toISOString();
    const running = studyRoom({ timer: { startedAt, focusMinutes: 25, breakMinutes: 5 } });
    const api = fakeApi({
      EnterStudyRoom: () => ({ data: { enterStudyRoom: studyRoom() } }),
      StartStudyRoomTimer: () => ({ data: { startStudyRoomTimer: running } }),
      LeaveStudyRoom: () => ({ data: { leaveStudyRoom: studyRoom() } }),
    });
    renderWithApi('/sg/ajar-rooms/r1', api);
    const people = await screen.findByTestId('study-room-people');
    expect(within(people).getByText('Sid (you)')).toBeTruthy();
    expect(within(people).getByText('Ana')).toBeTruthy();
    expect(screen.getByText('The timer is not running')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join with camera' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start timer' }));
    expect(await screen.findByText('Focus · Round 1')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^2[34]:\d\d$/);
    expect(api.calledWith('StartStudyRoomTimer')[0]?.variables).toEqual({
      roomId: 'r1',
      focusMinutes: 25,
      breakMinutes: 5,
    });
  });

  it('says a closed or full room is so', async () => {
    signInForTest({ pvid: 's9', email: 's@ajar.test', country: 'sg', roleCode: 'STDN' });
    const refused = (messageKey: string) => () => ({
      errors: [{ message: messageKey, extensions: { code: 'CONFLICT', messageKey } }],
    });
    const closed = renderWithApi(
      '/sg/ajar-rooms/r1',
      fakeApi({
        EnterStudyRoom: refused('studyRoomClosed'),
        StudyRoom: () => ({ data: { studyRoom: studyRoom({ closed: true, viewerPresent: false }) } }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'This study room is closed' })).toBeTruthy();
    closed.unmount();
    renderWithApi(
      '/sg/ajar-rooms/r1',
      fakeApi({
        EnterStudyRoom: refused('studyRoomFull'),
        StudyRoom: () => ({ data: { studyRoom: studyRoom({ full: true, viewerPresent: false }) } }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'This study room is full' })).toBeTruthy();
  });

  it('writes the countdown as minutes and seconds', () => {
    expect(clockText(25 * 60_000)).toBe('25:00');
    expect(clockText(61_500)).toBe('01:02');
    expect(clockText(-5)).toBe('00:00');
  });
});
