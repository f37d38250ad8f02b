import { describe, expect, it } from 'vitest';
import {
  matchingFromSearch,
  searchFromMatching,
  validateMatchingRequest,
  type MatchingRequest,
} from './matching-request';

describe('matching guide request', () => {
  it('round-trips through the address, days in week order', () => {
    const request: MatchingRequest = {
      subjects: ['s-1', 's-2'],
      lessonPerWeek: 3,
      preferredDays: ['Wed', 'Mon'],
    };
    const back = matchingFromSearch(searchFromMatching(request));
    expect(back).toEqual({ subjects: ['s-1', 's-2'], lessonPerWeek: 3, preferredDays: ['Mon', 'Wed'] });
  });

  it('checks subjects 1..10, lessons 1..14 and at least one day', () => {
    expect(validateMatchingRequest({ subjects: [], lessonPerWeek: 0, preferredDays: [] })).toEqual({
      subjects: 'subjectsRequired',
      lessonPerWeek: 'lessonsRange',
      preferredDays: 'daysRequired',
    });
    const eleven = Array.from({ length: 11 }, (_, index) => `s-${index}`);
    expect(validateMatchingRequest({ subjects: eleven, lessonPerWeek: 15, preferredDays: ['Sun'] })).toEqual({
      subjects: 'subjectsTooMany',
      lessonPerWeek: 'lessonsRange',
    });
    expect(validateMatchingRequest({ subjects: ['s-1'], lessonPerWeek: 14, preferredDays: ['Sat'] })).toEqual(
      {},
    );
  });

  it('ignores unknown days in the address', () => {
    expect(matchingFromSearch(new URLSearchParams('days=Mon,Funday&lessons=x')).preferredDays).toEqual([
      'Mon',
    ]);
  });
});
