import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCountry } from '../../../shared/market/country-context';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearch,
  searchFromFilters,
  type BrowseFilters,
  type BrowseSort,
} from '../browse-filters';

export interface BrowseFilterState {
  /** What the URL asks for: the search on screen. */
  readonly filters: BrowseFilters;
  /** What the keywords box and the filter panel show, applied by `apply`. */
  readonly draft: BrowseFilters;
  readonly activeFilters: number;
  readonly setDraft: (next: BrowseFilters) => void;
  readonly apply: () => void;
  readonly reset: () => void;
  /** The query string of the search on screen at another page ('?page=2'), for the pager's links. */
  readonly pageSearch: (page: number) => string;
  readonly setSort: (sort: BrowseSort) => void;
}

/**
 * Browse filters live in the URL (each applied search is a history entry, so back/forward step
 * through searches); the draft follows the URL whenever it changes.
 */
export function useBrowseFilters(): BrowseFilterState {
  const country = useCountry();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(query), country), [query, country]);
  const [draft, setDraft] = useState(filters);
  const [draftSource, setDraftSource] = useState(filters);
  if (draftSource !== filters) {
    setDraftSource(filters);
    setDraft(filters);
  }

  const commit = useCallback(
    (next: BrowseFilters, toTop = false) => {
      setParams(searchFromFilters(next, country));
      // A new search or page starts at its first results, not where the filters or pager were.
      if (toTop) window.scrollTo({ top: 0 });
    },
    [setParams, country],
  );

  return {
    filters,
    draft,
    activeFilters: activeFilterCount(filters),
    setDraft,
    apply: () => commit({ ...draft, page: 1 }, true),
    reset: () => commit(EMPTY_FILTERS, true),
    pageSearch: (page) => {
      const query = searchFromFilters({ ...filters, page }, country).toString();
      return query ? `?${query}` : '';
    },
    setSort: (sort) => commit({ ...filters, sort, page: 1 }),
  };
}
