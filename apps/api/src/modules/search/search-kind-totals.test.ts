import { SEARCH_INPUT_MAX } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { marketReference, nth } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeSearchTutor } from './testing/search-fixtures';

const KIND_TOTALS = `query KindTotals($keywords: String!, $country: String) {
  searchKindTotals(keywords: $keywords, country: $country) { kind total }
}`;

describe('searchKindTotals: where else the words found someone', () => {
  let t: TestApp;

  async function totals(keywords: string, country = 'sg') {
    const response = await t.gql<{ searchKindTotals: { kind: string; total: number }[] }>(KIND_TOTALS, {
      keywords,
      country,
    });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data?.searchKindTotals;
  }

  beforeAll(async () => {
    t = await startTestApp();
    const sg = await marketReference(t, 'sg');
    await makeSearchTutor(t, {
      firstName: 'Wen',
      lastName: 'Lim',
      offers: [{ subjectId: nth(sg.subjects, 1).id, levelId: nth(sg.levels, 0).id, price: 3000 }],
    });
    for (const firstName of ['Jasmine', 'Joel'])
      await makeSearchTutor(t, {
        firstName,
        lastName: 'Lim',
        kind: 'LIFELONG',
        description: 'Piano and music theory for every age.',
        lifelong: [{ id: nth(sg.lifelong, 0).id, price: 4000 }],
      });
    await makeSearchTutor(t, {
      firstName: 'Carl',
      lastName: 'Lim',
      kind: 'COUNSELLING',
      counselling: [{ id: nth(sg.counselling, 0).id, price: 6000 }],
    });
    await makeSearchTutor(t, {
      firstName: 'Hidden',
      lastName: 'Lim',
      kind: 'LIFELONG',
      description: 'Piano too, but not listed.',
      avatar: false,
      lifelong: [{ id: nth(sg.lifelong, 0).id, price: 4000 }],
    });
    await t.flushSearch();
  });
  afterAll(async () => t.close());

  it('counts the listed educators of each kind the words find', async () => {
    expect(await totals('piano')).toEqual([{ kind: 'LIFELONG', total: 2 }]);
    expect(await totals('counselling')).toEqual([{ kind: 'COUNSELLING', total: 1 }]);
    expect(await totals('Lim')).toEqual([
      { kind: 'ACADEMIC', total: 1 },
      { kind: 'COUNSELLING', total: 1 },
      { kind: 'LIFELONG', total: 2 },
    ]);
    // With typos, as the search box finds them.
    expect(await totals('Lmi')).toEqual(await totals('Lim'));
  });

  it('answers nothing for no words, words finding nobody, or another market', async () => {
    expect(await totals('  ')).toEqual([]);
    expect(await totals('zzqx')).toEqual([]);
    expect(await totals('piano', 'my')).toEqual([]);
  });

  it('refuses words over the search limit', async () => {
    expectError(
      await t.gql(KIND_TOTALS, { keywords: 'x'.repeat(SEARCH_INPUT_MAX + 1), country: 'sg' }),
      'BAD_USER_INPUT',
      'searchTooLong',
    );
  });
});
