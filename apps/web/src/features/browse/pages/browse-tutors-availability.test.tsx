import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApi } from '../../../test/render-with-api';
import { FILTER_OPTIONS, searchTutor, tutorPage } from '../testing/browse-fixtures';

configure({ asyncUtilTimeout: 5000 });

function browseApi(kindTotals: { kind: string; total: number }[] = []) {
  return fakeApi({
    BrowseTutorFilterOptions: () => ({ data: FILTER_OPTIONS }),
    BrowseFindTutors: (variables) => ({
      data: tutorPage(variables.keywords === 'piano' ? [] : [searchTutor()]),
    }),
    BrowseKindTotals: () => ({ data: { searchKindTotals: kindTotals } }),
    GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
  });
}

describe('browse tutors by days and times of day', { timeout: 20_000 }, () => {
  it('applies the chosen days and times to the address and the search', async () => {
    const api = browseApi();
    const { router } = renderWithApi('/sg/browse/tutors', api);
    await screen.findByRole('article', { name: 'Wei Ming Tan' });
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(await within(filters).findByRole('button', { name: 'Days Any' }));
    const days = within(filters).getByRole('group', { name: 'Days' });
    fireEvent.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(within(days).getByRole('checkbox', { name: 'Monday' }));
    expect(within(filters).getByRole('button', { name: 'Days 2 chosen' })).toBeTruthy();
    fireEvent.click(within(filters).getByRole('button', { name: 'Time of day Any' }));
    const times = within(filters).getByRole('group', { name: 'Time of day' });
    fireEvent.click(within(times).getByRole('checkbox', { name: 'Evening (5 – 10 pm)' }));
    // A draft until Search applies it.
    expect(router.state.location.search).toBe('');
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=mon%2Csat&times=evening'));
    await waitFor(() =>
      expect(api.calledWith('BrowseFindTutors').at(-1)?.variables).toMatchObject({
        availableDays: ['Mon', 'Sat'],
        availableTimes: ['EVENING'],
      }),
    );
  });

  it('shows the address’s days and times as chosen, in Indonesian too', async () => {
    const api = browseApi();
    renderWithApi('/id/browse/tutors?days=sun&times=morning,afternoon', api);
    expect(await screen.findByRole('button', { name: 'Hari Minggu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Waktu 2 dipilih' })).toBeTruthy();
    expect(api.calledWith('BrowseFindTutors')[0]?.variables).toMatchObject({
      availableDays: ['Sun'],
      availableTimes: ['MORNING', 'AFTERNOON'],
    });
  });
});

describe('one search box for every kind of educator', { timeout: 20_000 }, () => {
  it('links to the coaches and counsellors the words also found', async () => {
    const api = browseApi([
      { kind: 'ACADEMIC', total: 0 },
      { kind: 'LIFELONG', total: 2 },
      { kind: 'COUNSELLING', total: 1 },
    ]);
    renderWithApi('/sg/browse/tutors?keywords=piano', api);
    expect(await screen.findByText('No tutors match these filters')).toBeTruthy();
    const coaches = await screen.findByRole('link', { name: '2 coaches' });
    expect(coaches.getAttribute('href')).toMatch(/\/sg\/(lifelong\/browse|launching-soon)\?keywords=piano$/);
    expect(screen.getByText('Also found for “piano”:')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 counsellor' }).getAttribute('href')).toMatch(
      /keywords=piano$/,
    );
    expect(api.calledWith('BrowseKindTotals')[0]?.variables).toEqual({ keywords: 'piano', country: 'sg' });
  });

  it('asks nothing without words', async () => {
    const api = browseApi([{ kind: 'LIFELONG', total: 2 }]);
    renderWithApi('/sg/browse/tutors', api);
    await screen.findByRole('article', { name: 'Wei Ming Tan' });
    expect(api.calledWith('BrowseKindTotals')).toHaveLength(0);
    expect(screen.queryByText(/Also found/)).toBeNull();
  });
});
