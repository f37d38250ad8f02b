import { describe, expect, it } from 'vitest';
import { NON_ACADEMIC_CATEGORIES } from './non-academic-categories.data';
import { INDONESIAN_NAMES, nonAcademicNameIn } from './non-academic-names';

describe('lifelong category names by market', () => {
  const shared = NON_ACADEMIC_CATEGORIES.flatMap((category) => [
    category.name,
    ...category.subCategories.filter((sub) => sub.country === undefined).map((sub) => sub.name),
  ]);

  it('names every category offered in every market in Indonesian, and nothing else', () => {
    expect(shared.filter((name) => INDONESIAN_NAMES[name] === undefined)).toEqual([]);
    expect(Object.keys(INDONESIAN_NAMES).filter((name) => !shared.includes(name))).toEqual([]);
  });

  it("says a name in the market's language", () => {
    expect(nonAcademicNameIn('id', 'Languages')).toBe('Bahasa');
    expect(nonAcademicNameIn('sg', 'Languages')).toBe('Languages');
    expect(nonAcademicNameIn('id', 'Angklung')).toBe('Angklung');
  });
});
