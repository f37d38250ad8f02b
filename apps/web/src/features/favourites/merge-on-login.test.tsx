import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest } from '../../test/render-with-api';
import { addGuestFavourite } from '../../shared/favourites/favourites-store';

const SIGN_IN = {
  firstTime: false,
  token: 'new-session-token',
  communityToken: null,
  user: {
    pvid: 's1',
    email: 'student@ajar.test',
    dateJoined: '2024-01-01T00:00:00.000Z',
    token: 's1-public',
    verified: true,
    isActive: true,
    country: 'sg',
    role: { pvid: 'r-stdn', code: 'STDN', name: 'Student', isPrivate: false },
  },
  companydata: null,
};

describe('logging in with guest favourites', () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('merges them into the account, then forgets them locally', async () => {
    addGuestFavourite('t1', 'Wei Ming Tan');
    const order: string[] = [];
    const api = fakeApi({
      SignIn: () => {
        order.push('SignIn');
        return { data: { signIn: SIGN_IN } };
      },
      MergeFavourites: () => {
        order.push(`MergeFavourites token=${localStorage.getItem('token') ?? 'none'}`);
        return { data: { mergeFavourites: [{ pvid: 'f1', uuid: 't1' }] } };
      },
    });
    const { router } = renderWithApi('/sg/login', api);
    fireEvent.change(await screen.findByLabelText(/^Email/, {}, { timeout: 5000 }), {
      target: { value: 'student@ajar.test' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' }).at(-1) as HTMLElement);

    await waitFor(() => expect(localStorage.getItem('token')).toBe('new-session-token'), { timeout: 5000 });
    // Merged before the session is stored, so the account's first read already has them.
    expect(order).toEqual(['SignIn', 'MergeFavourites token=none']);
    expect(api.calledWith('MergeFavourites')[0]?.variables).toEqual({
      list: [{ uuid: 't1', selectedItems: [] }],
    });
    expect(localStorage.getItem('favourites')).toBeNull();
    // The login goes on to the next page: the test ends once it is there, so no drawing is left for after
    // the test file's window is gone (CI saw React's scheduler run into a torn-down jsdom).
    await waitFor(
      () => {
        expect(router.state.location.pathname).not.toBe('/sg/login');
        expect(router.state.navigation.state).toBe('idle');
      },
      { timeout: 10_000 },
    );
  }, 20_000);
});
