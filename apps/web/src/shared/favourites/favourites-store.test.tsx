import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MAX_FAVOURITES } from '@ajar/domain';
import { Provider } from 'urql';
import { beforeEach, describe, expect, it } from 'vitest';
import { AntdProvider } from '../ui/antd-provider';
import { i18n } from '../i18n/i18n';
import { clearAllButFavourites, clearSignIn } from '../session/session-writes';
import { fakeApi, resetSessionForTest, signInForTest, type FakeApi } from '../../test/render-with-api';
import { FavouriteButton } from './favourite-button';
import { addGuestFavourite, getGuestFavourites, removeGuestFavourite } from './favourites-store';
import { mergeGuestFavourites } from './merge-guest-favourites';

const stored = (): unknown => JSON.parse(localStorage.getItem('favourites') ?? 'null');

function renderHeart(api: FakeApi, uuid = 't1', name = 'Wei Ming Tan') {
  return render(
    <AntdProvider>
      <Provider value={api.client}>
        <FavouriteButton tutorUserPvid={uuid} tutorName={name} />
      </Provider>
    </AntdProvider>,
  );
}

describe('guest favourites (localStorage "favourites")', () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('adds and removes a tutor, once each', () => {
    expect(addGuestFavourite('t1', 'Wei Ming Tan', new Date('2025-01-02T03:04:05Z'))).toBe('added');
    expect(addGuestFavourite('t1', 'Wei Ming Tan')).toBe('exists');
    expect(stored()).toEqual([
      { uuid: 't1', tutorName: 'Wei Ming Tan', selectedItems: [], addedAt: '2025-01-02T03:04:05.000Z' },
    ]);
    removeGuestFavourite('t1');
    expect(localStorage.getItem('favourites')).toBeNull();
    expect(getGuestFavourites()).toEqual([]);
  });

  it(`keeps at most ${MAX_FAVOURITES}`, () => {
    for (let index = 0; index < MAX_FAVOURITES; index += 1) addGuestFavourite(`t${index}`, `Tutor ${index}`);
    expect(addGuestFavourite('one-more', 'One More')).toBe('full');
    expect(getGuestFavourites()).toHaveLength(MAX_FAVOURITES);
  });

  it('ignores a damaged stored value instead of failing', () => {
    localStorage.setItem('favourites', '{not json');
    expect(getGuestFavourites()).toEqual([]);
    localStorage.setItem('favourites', JSON.stringify([{ uuid: 't1', tutorName: 'A' }, { nope: true }, 3]));
    expect(getGuestFavourites().map((item) => item.uuid)).toEqual(['t1']);
  });

  it('survives logout and a refused token, the one client state that does', () => {
    addGuestFavourite('t1', 'Wei Ming Tan');
    clearSignIn();
    clearAllButFavourites();
    expect(getGuestFavourites().map((item) => item.uuid)).toEqual(['t1']);
  });

  it('lets a guest toggle the heart without asking the server', async () => {
    const api = fakeApi({});
    renderHeart(api);
    const heart = screen.getByRole('button', { name: 'Add Wei Ming Tan to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const pressed = await screen.findByRole('button', { name: 'Remove Wei Ming Tan from favourites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(getGuestFavourites().map((item) => item.tutorName)).toEqual(['Wei Ming Tan']);
    fireEvent.click(pressed);
    expect(await screen.findByRole('button', { name: 'Add Wei Ming Tan to favourites' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});

describe('signed-in favourites (server)', () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
    signInForTest({ pvid: 's1', email: 'student@ajar.test', country: 'sg', roleCode: 'STDN' });
  });

  it('shows the server’s hearts and adds one optimistically', async () => {
    let ids = ['t2'];
    const api = fakeApi({
      GetFavouriteIds: () => ({ data: { getFavouriteIds: ids } }),
      AddFavourite: ({ uuid }) => {
        ids = [...ids, String(uuid)];
        return { data: { addFavourite: { __typename: 'FavouriteItem', pvid: 'f1', uuid } } };
      },
    });
    renderHeart(api);
    const heart = await screen.findByRole('button', { name: 'Add Wei Ming Tan to favourites' });
    fireEvent.click(heart);
    expect(screen.getByRole('button', { name: 'Remove Wei Ming Tan from favourites' })).toBeTruthy();
    await waitFor(() => expect(api.calledWith('AddFavourite')).toHaveLength(1));
    expect(api.calledWith('AddFavourite')[0]?.variables).toEqual({ uuid: 't1' });
    await waitFor(() => expect(api.calledWith('GetFavouriteIds').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Remove Wei Ming Tan from favourites' })).toBeTruthy();
    expect(localStorage.getItem('favourites')).toBeNull();
  });

  it('puts the heart back when the server refuses', async () => {
    const api = fakeApi({
      GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
      AddFavourite: () => ({
        errors: [
          { message: 'You cannot add yourself to your favourites', extensions: { code: 'FORBIDDEN' } },
        ],
      }),
    });
    renderHeart(api, 's1', 'Me Myself');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Me Myself to favourites' }));
    expect(await screen.findByRole('button', { name: 'Add Me Myself to favourites' })).toBeTruthy();
    expect(api.calledWith('AddFavourite')).toHaveLength(1);
  });
});

describe('merging on login', () => {
  beforeEach(() => {
    resetSessionForTest();
  });

  it('sends the guest list with mergeFavourites, then clears it', async () => {
    addGuestFavourite('t1', 'Wei Ming Tan');
    addGuestFavourite('t2', 'Siti Rahman');
    addGuestFavourite('me', 'My Own Profile');
    const api = fakeApi({
      MergeFavourites: ({ list }) => ({
        data: {
          mergeFavourites: (list as { uuid: string }[]).map((item) => ({
            pvid: `f-${item.uuid}`,
            uuid: item.uuid,
          })),
        },
      }),
    });
    await mergeGuestFavourites(api.client, 'new-token', 'me');
    expect(api.calledWith('MergeFavourites')[0]?.variables).toEqual({
      list: [
        { uuid: 't1', selectedItems: [] },
        { uuid: 't2', selectedItems: [] },
      ],
    });
    expect(localStorage.getItem('favourites')).toBeNull();
  });

  it('keeps the list for the next login when the merge fails', async () => {
    addGuestFavourite('t1', 'Wei Ming Tan');
    const api = fakeApi({
      MergeFavourites: () => ({ errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }),
    });
    await mergeGuestFavourites(api.client, 'new-token', 'me');
    expect(getGuestFavourites().map((item) => item.uuid)).toEqual(['t1']);
  });

  it('asks nothing when there is nothing to merge', async () => {
    const api = fakeApi({});
    await mergeGuestFavourites(api.client, 'new-token', 'me');
    expect(api.calls).toEqual([]);
  });
});
