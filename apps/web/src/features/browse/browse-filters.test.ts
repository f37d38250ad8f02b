import { DEFAULT_CITY_FILTER } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromSearch,
  searchFromFilters,
  type BrowseFilters,
} from './browse-filters';

const read = (query: string, country: 'sg' | 'id' = 'sg') =>
  filtersFromSearch(new URLSearchParams(query), country);

describe('browse filters in the query string', () => {
  it('reads a bare address as no filters', () => {
    expect(read('')).toEqual(EMPTY_FILTERS);
    expect(searchFromFilters(EMPTY_FILTERS, 'sg').toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters: BrowseFilters = {
      keywords: 'a-level maths',
      subjects: ['subject-math', 'subject-physics'],
      curriculums: ['curriculum-moe'],
      levels: ['level-sec'],
      category: 'cat-1',
      price: [10, 80],
      experience: 3,
      city: 'Bukit Timah',
      rating: 4,
      testimonial: true,
      days: ['Mon', 'Sat'],
      times: ['MORNING', 'EVENING'],
      sort: 'price',
      page: 3,
    };
    const query = searchFromFilters(filters, 'sg');
    expect(query.get('subjects')).toBe('subject-math,subject-physics');
    expect(query.get('price')).toBe('10-80');
    expect(read(query.toString())).toEqual(filters);
  });

  it('keeps the days and times of day in a short, ordered address', () => {
    const query = searchFromFilters(
      { ...EMPTY_FILTERS, days: ['Sun', 'Wed'], times: ['EVENING', 'AFTERNOON'] },
      'sg',
    );
    expect(query.toString()).toBe('days=wed%2Csun&times=afternoon%2Cevening');
    expect(read('days=SUN,wed&times=Evening')).toMatchObject({ days: ['Wed', 'Sun'], times: ['EVENING'] });
    expect(read('days=wed&days=fri').days).toEqual(['Wed', 'Fri']);
  });

  it('drops unknown days and times of day', () => {
    expect(read('days=monday,xyz,,Tue&times=night,MORNING')).toMatchObject({
      days: ['Tue'],
      times: ['MORNING'],
    });
    expect(read('days=&times=')).toEqual(EMPTY_FILTERS);
  });

  it('keeps the header search box keywords query', () => {
    expect(read('keywords=physics').keywords).toBe('physics');
  });

  it('drops malformed values instead of sending them', () => {
    const filters = read(
      'subjects=ok-1,<script>,ok-1&price=90-10&experience=4&rating=9&sort=cheap&page=-2&testimonial=yes&city=',
    );
    expect(filters.subjects).toEqual(['ok-1']);
    expect(filters.price).toBeNull();
    expect(filters.experience).toBeNull();
    expect(filters.rating).toBeNull();
    expect(filters.sort).toBe('relevance');
    expect(filters.page).toBe(1);
    expect(filters.testimonial).toBe(false);
    expect(filters.city).toBe(DEFAULT_CITY_FILTER);
  });

  it('cuts keywords to the search input limit', () => {
    expect(read(`keywords=${'x'.repeat(150)}`).keywords).toHaveLength(100);
  });

  it('keeps prices inside the market slider and treats the whole slider as no filter', () => {
    expect(read('price=0-100').price).toBeNull();
    expect(read('price=0-5000').price).toBeNull();
    expect(read('price=20000-90000', 'id').price).toEqual([20000, 90000]);
    expect(read('price=5-90000', 'id').price).toEqual([10000, 90000]);
  });

  it('leaves the default city and relevance sort out of the address', () => {
    const query = searchFromFilters({ ...EMPTY_FILTERS, city: DEFAULT_CITY_FILTER, sort: 'relevance' }, 'sg');
    expect(query.toString()).toBe('');
  });

  it('counts the filters set in the side column', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, subjects: ['a'], city: 'Bedok', testimonial: true })).toBe(
      3,
    );
    expect(activeFilterCount({ ...EMPTY_FILTERS, days: ['Mon', 'Tue'], times: ['EVENING'] })).toBe(2);
  });
});
