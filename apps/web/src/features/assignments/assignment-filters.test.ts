import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  countActiveFilters,
  findAssignmentVariables,
  readAssignmentFilters,
  writeAssignmentFilters,
} from './assignment-filters';

describe('public assignment filters', () => {
  it('reads the address, ignoring what it does not understand', () => {
    const filters = readAssignmentFilters(
      new URLSearchParams('q=maths&subject=s1&curriculum=c1&experience=3&price=10-80'),
      'sg',
    );
    expect(filters).toEqual({
      keywords: 'maths',
      subject: 's1',
      curriculum: 'c1',
      experience: 3,
      price: [10, 80],
    });
    expect(readAssignmentFilters(new URLSearchParams('experience=4&price=90-10'), 'sg')).toEqual(NO_FILTERS);
  });

  it('writes only the filters in use, and reads back what it wrote', () => {
    const filters = { ...NO_FILTERS, keywords: ' piano ', experience: 5 as const, price: [20, 100] as const };
    const params = writeAssignmentFilters(filters, 'sg');
    expect(params.toString()).toBe('q=piano&experience=5&price=20-100');
    expect(readAssignmentFilters(params, 'sg')).toEqual({ ...filters, keywords: 'piano' });
    expect(writeAssignmentFilters(NO_FILTERS, 'sg').toString()).toBe('');
    expect(countActiveFilters(filters)).toBe(3);
    expect(countActiveFilters(NO_FILTERS)).toBe(0);
  });

  it('asks findAssignment in minor units, the slider’s ends left open', () => {
    expect(findAssignmentVariables(NO_FILTERS, 'sg')).toEqual({ country: 'sg', limit: 50 });
    expect(
      findAssignmentVariables(
        { keywords: 'maths', subject: 's1', curriculum: 'c1', experience: 2, price: [20, 60] },
        'sg',
      ),
    ).toEqual({
      country: 'sg',
      limit: 50,
      keywords: 'maths',
      subject: 's1',
      curriculum: 'c1',
      tutorExperience: 2,
      startPrice: 2000,
      endPrice: 6000,
    });
    // From 0 (the slider's minimum) means no lower bound.
    expect(findAssignmentVariables({ ...NO_FILTERS, price: [0, 60] }, 'sg')).toEqual({
      country: 'sg',
      limit: 50,
      endPrice: 6000,
    });
  });
});
