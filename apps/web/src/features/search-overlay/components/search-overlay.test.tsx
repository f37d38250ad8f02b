import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AntdProvider } from '../../../shared/ui/antd-provider';
import type { GlobalSearchQuery } from '../../../gql/graphql';
import { i18n } from '../../../shared/i18n/i18n';
import { CountryContext } from '../../../shared/market/country-context';
import { fakeApi, renderWithApi, type FakeApi } from '../../../test/render-with-api';
import { SearchOverlay } from './search-overlay';

type Result = GlobalSearchQuery['globalSearch'];

function tutor(
  id: string,
  firstName: string,
  lastName: string,
  extra: Partial<Result['tutors'][number]> = {},
) {
  return {
    id,
    FirstName: firstName,
    LastName: lastName,
    Description: `${firstName} teaches with patience.`,
    Address: 'Tampines',
    Subjects: ['Physics', 'Mathematics'],
    Prices: [2500, 6000],
    experienceInYears: 4,
    Country: 'sg',
    Token: `${id}-token`,
    skill: ['Exam prep'],
    rating: 4.8,
    testimonial: 12,
    currency: 'SGD',
    avatar: null,
    ...extra,
  };
}

const CONTENT = {
  id: 'c0a80101-0000-4000-8000-000000000001',
  Title: 'Kinematics in ten minutes',
  Subject: 'Physics',
  Price: 0,
  Currency: 'SGD',
  Tags: ['Physics', 'O level'],
  views: 320,
  sales: 0,
  Rating: null,
  reviews: 3,
  Description: 'A short guide.',
  authorName: 'Wei Ming Tan',
  authorToken: 'wmt-token',
  authorUserPvid: 'c0a80101-0000-4000-8000-0000000000a1',
};

const FULL: Result = {
  tutors: [tutor('t1', 'Wei Ming', 'Tan'), tutor('t2', 'Siti', 'Rahman', { Prices: [4000], rating: null })],
  contents: [CONTENT],
};

function renderOverlay(result: Result = FULL) {
  const api = fakeApi({ GlobalSearch: () => ({ data: { globalSearch: result } }) });
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CountryContext.Provider value="sg">
            <SearchOverlay open onClose={onClose} />
          </CountryContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/sg'] },
  );
  render(
    <AntdProvider>
      <Provider value={api.client}>
        <RouterProvider router={router} />
      </Provider>
    </AntdProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Search' });
  return { api, onClose, router, input };
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('global search overlay', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists tutor and content hits and previews the selected one', async () => {
    const { api, input } = renderOverlay();
    type(input, 'wei mnig');
    const tutors = await screen.findByRole('listbox', { name: 'Tutors' });
    const options = within(tutors).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Wei Ming Tan'),
      expect.stringContaining('Siti Rahman'),
    ]);
    expect(within(screen.getByRole('listbox', { name: 'Contents' })).getByRole('option')).toBeTruthy();
    expect(api.calledWith('GlobalSearch')[0]?.variables).toEqual({ keywords: 'wei mnig', country: 'sg' });

    const preview = screen.getByTestId('search-preview');
    expect(within(preview).getByRole('heading', { name: 'Wei Ming Tan' })).toBeTruthy();
    expect(within(preview).getByText('SG$ 25.00 – SG$ 60.00 / hour')).toBeTruthy();
    expect(within(preview).getByText('4 years of experience')).toBeTruthy();

    fireEvent.pointerOver(options[1] as HTMLElement);
    expect(within(preview).getByRole('heading', { name: 'Siti Rahman' })).toBeTruthy();
    expect(within(preview).getByText('SG$ 40.00 / hour')).toBeTruthy();
    expect(within(preview).getByText('No ratings yet')).toBeTruthy();

    const seeAll = screen.getByRole('link', { name: 'See all tutors' });
    expect(seeAll.getAttribute('href')).toMatch(/\/sg\/(browse\/tutors|launching-soon)\?keywords=wei\+mnig/);
  });

  it("says 'Nothing found for' and the query when both lists are empty", async () => {
    const { input } = renderOverlay({ tutors: [], contents: [] });
    type(input, 'zzqx');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nothing found for “zzqx”'));
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('keeps the search to 100 characters', async () => {
    const { api, input } = renderOverlay();
    type(input, 'a'.repeat(150));
    expect((input as HTMLInputElement).value).toHaveLength(SEARCH_INPUT_MAX);
    expect(input.getAttribute('maxlength')).toBe(String(SEARCH_INPUT_MAX));
    expect(screen.getByText('Search is limited to 100 characters')).toBeTruthy();
    await waitFor(() => expect(api.calledWith('GlobalSearch')).toHaveLength(1));
    expect(api.calledWith('GlobalSearch')[0]?.variables.keywords).toBe('a'.repeat(SEARCH_INPUT_MAX));
  });

  it('waits for typing to pause before it searches', async () => {
    vi.useFakeTimers();
    const { api, input } = renderOverlay();
    type(input, 'p');
    type(input, 'ph');
    type(input, 'phy');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(api.calledWith('GlobalSearch')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(api.calledWith('GlobalSearch').map((call) => call.variables.keywords)).toEqual(['phy']);
  });

  it('moves with the arrow keys, opens with Enter and closes with Escape', async () => {
    const { input, onClose, router } = renderOverlay();
    type(input, 'physics');
    const options = await screen.findAllByRole('option');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(within(screen.getByTestId('search-preview')).getByText('By Wei Ming Tan')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowUp' });

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sg/t2-token--t2--Siti--Rahman'));
    expect(router.state.location.search).toBe('?src=SRCH');

    onClose.mockClear();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('opens a content hit on the article’s page', async () => {
    const { input, router } = renderOverlay();
    type(input, 'kinematics');
    fireEvent.click(await screen.findByRole('option', { name: /Kinematics in ten minutes/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/sg/reads/details/kinematics-in-ten-minutes--c0a80101-0000-4000-8000-000000000001--c0a80101-0000-4000-8000-0000000000a1',
      ),
    );
  });
});

describe('the header search button', () => {
  it('opens the overlay in place instead of leaving the page', async () => {
    await i18n.changeLanguage('en');
    const api: FakeApi = fakeApi({
      GlobalSearch: () => ({ data: { globalSearch: FULL } }),
    });
    const { router } = renderWithApi('/sg/browse-listing', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Search' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sg/browse-listing');
    type(input, 'tan');
    const tutors = await screen.findByRole('listbox', { name: 'Tutors' });
    expect(within(tutors).getByRole('option', { name: /Wei Ming Tan/ })).toBeTruthy();
  });

  it('comes back with the last query selected, so typing replaces it', async () => {
    await i18n.changeLanguage('en');
    const api: FakeApi = fakeApi({ GlobalSearch: () => ({ data: { globalSearch: FULL } }) });
    renderWithApi('/sg/browse-listing', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    type(await screen.findByRole('combobox', { name: 'Search' }), 'tan');
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Search' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.value).toBe('tan');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
  });

  it('on a phone, selects the old query when the tap that focuses the box comes after the opening', async () => {
    await i18n.changeLanguage('en');
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    }));
    const api: FakeApi = fakeApi({ GlobalSearch: () => ({ data: { globalSearch: FULL } }) });
    renderWithApi('/sg/browse-listing', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    type(await screen.findByRole('combobox', { name: 'Search' }), 'tan');
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A phone raises no keyboard for a focus no tap asked for: the overlay's own focus does not take.
    const focus = vi.spyOn(HTMLInputElement.prototype, 'focus').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Search' });
    await waitFor(() => expect(focus).toHaveBeenCalled());
    expect(document.activeElement).not.toBe(input);
    input.setSelectionRange(0, 0);
    focus.mockRestore();

    // The tap: the box takes the focus with the old query selected, and the tap's caret placement is cancelled.
    fireEvent.mouseDown(input);
    input.focus();
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 3]);
    expect(fireEvent.mouseUp(input)).toBe(false);
    // Later taps place the caret as usual.
    fireEvent.mouseDown(input);
    expect(fireEvent.mouseUp(input)).toBe(true);
    vi.restoreAllMocks();
  });
});
