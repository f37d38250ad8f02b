import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filtersFromSearch } from './browse-filters';
import { findTutorsVariables } from './search-variables';

const variablesOf = (query: string, origin: 'browse' | 'lifelong' = 'browse') =>
  findTutorsVariables(filtersFromSearch(new URLSearchParams(query), 'sg'), 'sg', origin);

describe('the availability filter in findTutors', () => {
  it('asks for the days and times of day the address names, in their order', () => {
    expect(variablesOf('days=sat,mon&times=evening,morning')).toMatchObject({
      availableDays: ['Mon', 'Sat'],
      availableTimes: ['MORNING', 'EVENING'],
    });
    expect(variablesOf('times=afternoon')).toMatchObject({ availableTimes: ['AFTERNOON'] });
    expect(variablesOf('times=afternoon').availableDays).toBeUndefined();
  });

  it('asks coaches by their hours too', () => {
    expect(variablesOf('days=sun', 'lifelong')).toMatchObject({
      fromWhere: 'lifelong',
      availableDays: ['Sun'],
    });
  });

  it('sends nothing for an unfiltered or malformed address', () => {
    for (const variables of [
      findTutorsVariables(EMPTY_FILTERS, 'sg', 'browse'),
      variablesOf('days=x&times=y'),
    ]) {
      expect(variables.availableDays).toBeUndefined();
      expect(variables.availableTimes).toBeUndefined();
    }
  });
});
