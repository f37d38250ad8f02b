import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderWithApi } from '../../../test/render-with-api';
import { FILTER_OPTIONS, searchTutor, tutorPage } from '../testing/browse-fixtures';

// The first error toast fetches antd: slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const priya = searchTutor({ pvid: 'tutor-2', userPvid: 'tutor-2', firstName: 'Priya', lastName: 'Nair' });

function browseApi(
  findTutors: (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] },
) {
  return fakeApi({
    BrowseTutorFilterOptions: () => ({ data: FILTER_OPTIONS }),
    BrowseCoachFilterOptions: () => ({
      data: {
        listProfileNonAcademic: [{ pvid: 'music', name: 'Music', subNonAcademic: [] }],
        getProgrammeCityList: FILTER_OPTIONS.getProgrammeCityList,
      },
    }),
    BrowseFindTutors: findTutors,
    GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
  });
}

describe('browse tutors', { timeout: 20_000 }, () => {
  it('lists tutors with findTutors from browse, 12 a page', async () => {
    const api = browseApi(() => ({ data: tutorPage([searchTutor(), priya]) }));
    renderWithApi('/sg/browse/tutors', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse tutors' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Wei Ming Tan' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Priya Nair' })).toBeTruthy();
    expect(screen.getByText('2 tutors found')).toBeTruthy();
    // Asked once: the route's loader asks as the page's code arrives, and the page takes that answer.
    expect(api.calledWith('BrowseFindTutors')).toHaveLength(1);
    expect(api.calledWith('BrowseFindTutors')[0]?.variables).toMatchObject({
      country: 'sg',
      fromWhere: 'browse',
      limit: 12,
      page: 1,
    });
    expect(screen.getByRole('searchbox', { name: 'Search tutors' })).toBeTruthy();
    // The filter panel's code arrives apart from the page's (a phone's first view shows no filters).
    expect(await screen.findByRole('button', { name: 'Subject Any' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Price per hour' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/sg');
    expect(within(crumbs).getByText('Browse tutors').getAttribute('aria-current')).toBe('page');
    // The page loads without antd's scope, so no antd component may draw on it.
    expect(document.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
  });

  it('applies the filters set in the side column to the address', async () => {
    const api = browseApi(() => ({ data: tutorPage([searchTutor()]) }));
    const { router } = renderWithApi('/sg/browse/tutors', api);
    await screen.findByRole('article', { name: 'Wei Ming Tan' });
    const subject = await screen.findByRole('button', { name: 'Subject Any' });
    expect(subject.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(subject);
    expect(subject.getAttribute('aria-expanded')).toBe('true');
    const subjects = screen.getByRole('group', { name: 'Subject' });
    fireEvent.click(await within(subjects).findByRole('checkbox', { name: 'Physics' }));
    expect(screen.getByRole('button', { name: 'Subject Physics' })).toBe(subject);
    fireEvent.keyDown(subjects, { key: 'Escape' });
    expect(subject.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(subject);

    const highest = screen.getByRole('slider', { name: /Highest price/ });
    fireEvent.change(highest, { target: { value: '60' } });
    expect(screen.getByText('Up to SG$ 60.00')).toBeTruthy();
    // The lowest price cannot pass the highest.
    fireEvent.change(screen.getByRole('slider', { name: /Lowest price/ }), { target: { value: '80' } });
    expect(screen.getByText('SG$ 60.00 – SG$ 60.00')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: /Lowest price/ }), { target: { value: '20' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Experience' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'Bedok' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Has testimonials' }));
    // Nothing is searched until Search applies the draft.
    expect(router.state.location.search).toBe('');

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).toString()).toBe(
        'subjects=subject-physics&price=20-60&experience=3&city=Bedok&testimonial=1',
      ),
    );
    await waitFor(() =>
      expect(api.calledWith('BrowseFindTutors').at(-1)?.variables).toMatchObject({
        subjects: ['subject-physics'],
        price_range: { startPrice: 2000, endPrice: 6000 },
        tutorExperience: 3,
        cities: ['Bedok'],
        testimonial: true,
      }),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'price' } });
    await waitFor(() => expect(router.state.location.search).toContain('sort=price'));
  });

  it('names the tab after one chosen subject, in English and Indonesian', async () => {
    const api = browseApi(() => ({ data: tutorPage([searchTutor()]) }));
    renderWithApi('/sg/browse/tutors?subjects=subject-physics', api);
    await waitFor(() => expect(document.title).toBe('Physics tutors · Ajar'));
    cleanup();
    renderWithApi('/id/browse/tutors?subjects=subject-physics', api);
    await waitFor(() => expect(document.title).toBe('Tutor Physics · Ajar'));
    cleanup();
    renderWithApi('/sg/browse/tutors?subjects=subject-physics,subject-math', api);
    await waitFor(() => expect(document.title).toBe('Browse tutors · Ajar'));
  });

  it('searches with what the address holds, and writes new filters into it', async () => {
    const api = browseApi((variables) => ({
      data: tutorPage([searchTutor()], 30, Number(variables.page)),
    }));
    const { router } = renderWithApi(
      '/sg/browse/tutors?keywords=physics&subjects=subject-physics&price=0-80&experience=3&city=Bedok&page=2',
      api,
    );
    await screen.findByRole('article', { name: 'Wei Ming Tan' });
    expect(api.calledWith('BrowseFindTutors')[0]?.variables).toMatchObject({
      keywords: 'physics',
      subjects: ['subject-physics'],
      price_range: { endPrice: 8000 },
      tutorExperience: 3,
      cities: ['Bedok'],
      page: 2,
    });
    expect(screen.getByRole('searchbox', { name: 'Search tutors' })).toHaveProperty('value', 'physics');
    expect(await screen.findByRole('button', { name: 'Subject Physics' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', 'Bedok');
    expect(screen.getByRole('slider', { name: /Highest price/ })).toHaveProperty('value', '80');

    const keywords = screen.getByRole('searchbox', { name: 'Search tutors' });
    fireEvent.change(keywords, { target: { value: 'maths' } });
    fireEvent.click(within(keywords.closest('form')!).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('keywords=maths'));
    // A new search starts again on page 1 and keeps the other filters.
    expect(router.state.location.search).not.toContain('page=');
    expect(router.state.location.search).toContain('subjects=subject-physics');
    await waitFor(() =>
      expect(api.calledWith('BrowseFindTutors').at(-1)?.variables).toMatchObject({
        keywords: 'maths',
        page: 1,
      }),
    );
  });

  it('pages through results', async () => {
    const api = browseApi((variables) => ({
      data: tutorPage([searchTutor()], 30, Number(variables.page)),
    }));
    const { router } = renderWithApi('/sg/browse/tutors', api);
    await screen.findByRole('article', { name: 'Wei Ming Tan' });
    const pager = screen.getByRole('navigation', { name: 'Pages of results' });
    // 30 results: 3 pages of 12, each a link of its own; the current one is marked.
    const current = within(pager).getByRole('link', { name: 'Page 1' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/sg/browse/tutors?page=3',
    );
    expect(within(pager).queryByRole('link', { name: 'Previous page' })).toBeNull();
    fireEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(api.calledWith('BrowseFindTutors').at(-1)?.variables).toMatchObject({ page: 2 }),
    );
    const after = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(after).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(after).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/sg/browse/tutors',
    );
    fireEvent.click(within(after).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  });

  it('pages keep the search: the links carry the filters', async () => {
    const api = browseApi(() => ({ data: tutorPage([searchTutor()], 30) }));
    renderWithApi('/sg/browse/tutors?subjects=subject-math&sort=rating', api);
    await screen.findByRole('article', { name: 'Wei Ming Tan' });
    const pager = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/sg/browse/tutors?subjects=subject-math&sort=rating&page=2',
    );
  });

  it('offers to clear the filters when nothing matches', async () => {
    const api = browseApi(() => ({ data: tutorPage([]) }));
    const { router } = renderWithApi('/sg/browse/tutors?keywords=zzz&testimonial=1', api);
    expect(await screen.findByText('No tutors match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the server message and a retry when the search fails', async () => {
    let fail = true;
    const api = browseApi(() =>
      fail
        ? apiError('BAD_USER_INPUT', 'searchTooLong', 'Search is limited to 100 characters')
        : { data: tutorPage([searchTutor()]) },
    );
    renderWithApi('/sg/browse/tutors', api);
    expect((await screen.findAllByText('Search is limited to 100 characters')).length).toBeGreaterThan(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Wei Ming Tan' })).toBeTruthy();
  });
});

describe('browse tutors on a phone', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the filters in a sheet opened by the Filters button, which counts the filters set', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    const api = browseApi(() => ({ data: tutorPage([searchTutor()]) }));
    const { router } = renderWithApi('/sg/browse/tutors?testimonial=1&city=Bedok', api);
    await screen.findByRole('article', { name: 'Wei Ming Tan' });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Filters 2' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(sheet).getByRole('checkbox', { name: 'Has testimonials' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Bedok'));
    // The count follows the address, which React may draw a task after the navigation.
    expect(await screen.findByRole('button', { name: 'Filters 1' })).toBe(open);
    expect(open.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('browse coaches', { timeout: 20_000 }, () => {
  it('searches lifelong coaches by category', async () => {
    const api = browseApi(() => ({
      data: tutorPage([searchTutor({ firstName: 'Jasmine', lastName: 'Lim' })]),
    }));
    renderWithApi('/sg/lifelong/browse?category=music', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse coaches' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Jasmine Lim' });
    expect(api.calledWith('BrowseFindTutors')[0]?.variables).toMatchObject({
      fromWhere: 'lifelong',
      nonAcademicPvid: 'music',
    });
    expect(screen.getByText('1 coach found')).toBeTruthy();
  });
});

describe('browse counsellors', { timeout: 20_000 }, () => {
  const coach = (index: number) => ({
    pvid: `c-${index}`,
    userPvid: `c-${index}`,
    firstName: 'Nurul',
    lastName: `Huda ${index}`,
    address: null,
    token: `tok-${index}`,
    pricePerHour: 5500,
    currency: 'SGD',
    country: 'sg',
    description: null,
    userSubject: [],
    resource: null,
  });

  it('loads more while the last page returned any counsellors', async () => {
    const api = fakeApi({
      BrowseCounsellorFilterOptions: () => ({
        data: { getProgrammeSubjectCounselling: [], getProgrammeCityList: [] },
      }),
      BrowseFindCoaches: (variables) => ({
        data: {
          findCoaches: {
            page: variables.page,
            total: 2,
            totalPages: 1,
            coaches: variables.page === 1 ? [coach(1), coach(2)] : [],
          },
        },
      }),
      GetFavouriteIds: () => ({ data: { getFavouriteIds: [] } }),
    });
    renderWithApi('/sg/counselling/browse', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse counsellors' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Nurul Huda 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('That is everyone for now.')).toBeTruthy();
    expect(api.calledWith('BrowseFindCoaches').map((call) => call.variables.page)).toEqual([1, 2]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
