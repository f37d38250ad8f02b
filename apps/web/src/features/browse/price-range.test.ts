import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './browse-filters';
import { sliderBounds, toMinorPriceRange } from './price-range';
import { findCoachesVariables, findTutorsVariables } from './search-variables';

describe('price slider to minor units', () => {
  it('uses each market slider of spec section 9', () => {
    expect(sliderBounds('sg')).toEqual({ min: 0, max: 100, step: 5 });
    expect(sliderBounds('id')).toEqual({ min: 10000, max: 500000, step: 10000 });
    expect(sliderBounds('my')).toEqual({ min: 30, max: 300, step: 5 });
    expect(sliderBounds('lk')).toEqual({ min: 1300, max: 4000, step: 5 });
  });

  it('converts major units with the currency decimals', () => {
    expect(toMinorPriceRange([10, 80], 'sg')).toEqual({ startPrice: 1000, endPrice: 8000 });
    expect(toMinorPriceRange([50, 120], 'my')).toEqual({ startPrice: 5000, endPrice: 12000 });
    // IDR has no minor unit.
    expect(toMinorPriceRange([20000, 150000], 'id')).toEqual({ startPrice: 20000, endPrice: 150000 });
    expect(toMinorPriceRange([1500, 3000], 'lk')).toEqual({ startPrice: 150000, endPrice: 300000 });
  });

  it('leaves an end open when its handle sits at the end of the slider', () => {
    expect(toMinorPriceRange([0, 80], 'sg')).toEqual({ endPrice: 8000 });
    expect(toMinorPriceRange([40, 100], 'sg')).toEqual({ startPrice: 4000 });
    expect(toMinorPriceRange([10000, 500000], 'id')).toBeUndefined();
    expect(toMinorPriceRange(null, 'sg')).toBeUndefined();
  });
});

describe('search variables', () => {
  it('asks findTutors for a browse page', () => {
    const variables = findTutorsVariables(
      { ...EMPTY_FILTERS, subjects: ['s-1'], price: [0, 80], city: 'Bedok', page: 2, sort: 'recent' },
      'sg',
      'browse',
    );
    expect(variables).toMatchObject({
      country: 'sg',
      fromWhere: 'browse',
      subjects: ['s-1'],
      price_range: { endPrice: 8000 },
      cities: ['Bedok'],
      recently: true,
      limit: 12,
      page: 2,
    });
    expect(variables.nonAcademicPvid).toBeUndefined();
  });

  it('sends no city for All and the category for lifelong coaches', () => {
    const variables = findTutorsVariables(
      { ...EMPTY_FILTERS, subjects: ['s-1'], category: 'cat-1' },
      'sg',
      'lifelong',
    );
    expect(variables.cities).toBeUndefined();
    expect(variables.subjects).toBeUndefined();
    expect(variables.nonAcademicPvid).toBe('cat-1');
    expect(variables.fromWhere).toBe('lifelong');
  });

  it('sorts by rating through the minimum rating argument', () => {
    expect(findTutorsVariables({ ...EMPTY_FILTERS, sort: 'rating' }, 'sg', 'browse').rating).toBe(1);
    expect(findTutorsVariables({ ...EMPTY_FILTERS, rating: 4 }, 'sg', 'browse').rating).toBe(4);
    expect(findTutorsVariables(EMPTY_FILTERS, 'sg', 'browse').rating).toBeUndefined();
  });

  it('asks findCoaches for the counselling topic and page', () => {
    expect(findCoachesVariables({ ...EMPTY_FILTERS, category: 'topic-1' }, 'id', 3)).toMatchObject({
      country: 'id',
      coachesSubjectPvid: 'topic-1',
      limit: 12,
      page: 3,
    });
  });
});
