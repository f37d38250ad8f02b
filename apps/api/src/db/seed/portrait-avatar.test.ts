import { describe, expect, it } from 'vitest';
import { GREY_HAIR, portraitAgeOf, portraitSvg, type PortraitAge } from './portrait-avatar';

const seeds = Array.from({ length: 120 }, (_, n) => `tutor.${n}@ajar.test`);
const greyHeads = (age: PortraitAge) =>
  seeds.filter((seed) => portraitSvg(seed, 'Male', 'sg', age).includes(`#${GREY_HAIR}`)).length;

describe('demo portraits look as old as the person', () => {
  it('reads the age from the years of teaching', () => {
    expect(portraitAgeOf(2)).toBe('twenties');
    expect(portraitAgeOf(7)).toBe('twenties');
    expect(portraitAgeOf(8)).toBe('thirties');
    expect(portraitAgeOf(14)).toBe('thirties');
    expect(portraitAgeOf(15)).toBe('fortiesAndOver');
    expect(portraitAgeOf(null)).toBe('thirties');
  });

  it('gives grey hair only to people over forty, and to some of them', () => {
    expect(greyHeads('twenties')).toBe(0);
    expect(greyHeads('thirties')).toBe(0);
    expect(greyHeads('fortiesAndOver')).toBeGreaterThan(10);
  });

  it('draws the same face for the same person every time', () => {
    expect(portraitSvg(seeds[0]!, 'Female', 'id', 'twenties')).toBe(
      portraitSvg(seeds[0]!, 'Female', 'id', 'twenties'),
    );
  });
});
