import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, renderWithApi, resetSessionForTest, signInForTest } from '../../../test/render-with-api';
import { addGuestFavourite } from '../../../shared/favourites/favourites-store';

const LOAD = { timeout: 5000 };

function listedTutor(userPvid: string, firstName: string, lastName: string) {
  return {
    __typename: 'SearchTutor',
    pvid: userPvid,
    userPvid,
    firstName,
    lastName,
    address: 'Bukit Timah',
    tutorKind: 'ACADEMIC',
    token: `${userPvid}-token`,
    country: 'sg',
    currency: 'SGD',
    pricePerHour: 2500,
    description: 'Former teacher.',
    subjects: ['Mathematics', 'Physics'],
    experienceYears: 12,
    testimonial: 3,
    rating: 4.7,
    reputation: { __typename: 'TutorReputation', replyWithin: null, acceptanceRate: null },
    resource: { __typename: 'SearchResource', path: '/uploads/a.png' },
    nonAcademic: [],
  };
}

function favourite(uuid: string, tutorName: string, tutor: ReturnType<typeof listedTutor> | null = null) {
  return {
    __typename: 'FavouriteItem',
    pvid: `f-${uuid}`,
    uuid,
    createdAt: '2025-01-01T00:00:00.000Z',
    tutorName,
    selectedItems: [],
    tutor,
  };
}

describe('my-favourite page', () => {
  beforeEach(async () => {
    resetSessionForTest();
    await i18n.changeLanguage('en');
  });

  it('shows a guest the favourites kept on this device and asks them to log in', async () => {
    addGuestFavourite('t1', 'Wei Ming Tan');
    const api = fakeApi({});
    renderWithApi('/sg/my-favourite', api);
    expect(await screen.findByRole('heading', { name: 'My favourites' }, LOAD)).toBeTruthy();
    expect(screen.getByText('Log in to keep them everywhere')).toBeTruthy();
    const login = screen.getAllByRole('link', { name: /Log in/ }).at(-1);
    expect(login?.getAttribute('href')).toBe('/sg/login?redirect=%2Fsg%2Fmy-favourite');
    expect(screen.getByText('Wei Ming Tan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wei Ming Tan from favourites' }));
    expect(await screen.findByText('No favourites yet')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('lists a signed-in user’s favourites, a name-only row for an unlisted tutor, and removes one', async () => {
    signInForTest({ pvid: 's1', email: 'student@ajar.test', country: 'sg', roleCode: 'STDN' });
    let kept = [
      favourite('t1', 'Wei Ming Tan', listedTutor('t1', 'Wei Ming', 'Tan')),
      favourite('t2', 'Siti Rahman'),
    ];
    const api = fakeApi({
      GetProfile: () => ({ errors: [{ message: 'not faked', extensions: { code: 'INTERNAL' } }] }),
      GetFavourites: () => ({ data: { getFavourites: kept } }),
      GetFavouriteIds: () => ({ data: { getFavouriteIds: kept.map((item) => item.uuid) } }),
      DeleteFavourite: ({ uuid }) => {
        kept = kept.filter((item) => item.uuid !== uuid);
        return { data: { deleteFavourite: { success: true } } };
      },
    });
    renderWithApi('/sg/my-favourite', api);
    expect(await screen.findByText('2 tutors', {}, LOAD)).toBeTruthy();
    // A listed tutor is the browse page's card, linking to the profile.
    const card = screen.getByRole('article', { name: /Wei Ming Tan/ });
    expect(
      within(card)
        .getByRole('link', { name: /Wei Ming Tan/ })
        .getAttribute('href'),
    ).toMatch(/^\/sg\/t1-token--t1--Wei-Ming--Tan/);
    expect(within(card).getByRole('button', { name: 'Remove Wei Ming Tan from favourites' })).toBeTruthy();
    const row = screen.getByText('Siti Rahman').closest('li') as HTMLElement;
    expect(within(row).getByText('This tutor is not listed at the moment.')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Remove Siti Rahman from favourites' }));
    await waitFor(() => expect(screen.queryByText('Siti Rahman')).toBeNull());
    expect(api.calledWith('DeleteFavourite')[0]?.variables).toEqual({ uuid: 't2' });
    expect(screen.getByText('1 tutor')).toBeTruthy();
  });

  it('shows the empty state with a way to browse tutors', async () => {
    signInForTest({ pvid: 's1', email: 'student@ajar.test', country: 'sg', roleCode: 'STDN' });
    const api = fakeApi({
      GetFavourites: () => ({ data: { getFavourites: [] } }),
      GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
    });
    renderWithApi('/sg/my-favourite', api);
    const empty = (await screen.findByText('No favourites yet', {}, LOAD)).closest(
      '.ant-empty',
    ) as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Browse tutors' }).getAttribute('href')).toBe(
      '/sg/browse/tutors',
    );
  });
});
