import { MESSAGES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyAssignmentForm,
  formFieldOf,
  minorToMajorText,
  readAssignmentForm,
  type AssignmentFormValues,
} from './assignment-form';

const SUBJECT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const CURRICULUM = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

function filled(overrides: Partial<AssignmentFormValues> = {}): AssignmentFormValues {
  return {
    ...emptyAssignmentForm('sg'),
    title: 'O-Level Mathematics for Sec 4',
    subjectPvid: SUBJECT,
    curriculumPvid: CURRICULUM,
    tutorGender: 'Any',
    location: 'Bukit Timah',
    ...overrides,
  };
}

describe('the post-assignment form', () => {
  it('starts from the market’s suggested range, in major units', () => {
    expect(emptyAssignmentForm('sg').priceRange).toEqual({ start: '10', end: '100' });
    expect(emptyAssignmentForm('id').priceRange).toEqual({ start: '50000', end: '350000' });
    expect(minorToMajorText(2050, 'SGD')).toBe('20.50');
    expect(minorToMajorText(2005, 'SGD')).toBe('20.05');
    expect(minorToMajorText(150000, 'IDR')).toBe('150000');
  });

  it('words every missing field with the spec’s message (section 5)', () => {
    const reading = readAssignmentForm(
      { ...emptyAssignmentForm('sg'), priceRange: { start: '', end: '' } },
      'sg',
    );
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.errors).toEqual({
      title: 'titleRequired',
      subjectPvid: 'subjectRequired',
      curriculumPvid: 'curriculumRequired',
      tutorGender: 'genderRequired',
      location: 'locationRequired',
      priceRange: 'priceRangeRequired',
    });
    expect(MESSAGES.priceRangeRequired).toBe('You have to set the price range');
  });

  it('refuses a reversed, zero or over-precise price range', () => {
    for (const priceRange of [
      { start: '50', end: '20' },
      { start: '0', end: '20' },
      { start: '10.555', end: '20' },
      { start: 'ten', end: '20' },
    ]) {
      const reading = readAssignmentForm(filled({ priceRange }), 'sg');
      expect(reading.ok ? null : reading.errors.priceRange, JSON.stringify(priceRange)).toBe(
        'priceRangeRequired',
      );
    }
  });

  it('turns a valid form into the API’s input, prices in minor units', () => {
    const reading = readAssignmentForm(
      filled({ priceRange: { start: '25.50', end: '60' }, notes: '  ', isJoin: true, joinStudent: 2 }),
      'sg',
    );
    expect(reading).toEqual({
      ok: true,
      input: {
        title: 'O-Level Mathematics for Sec 4',
        subjectPvid: SUBJECT,
        curriculumPvid: CURRICULUM,
        tutorExperience: 0,
        location: 'Bukit Timah',
        notes: null,
        isActive: true,
        tutorGender: 'Any',
        isJoin: true,
        joinStudent: 2,
        priceRange: { startPrice: 2550, endPrice: 6000 },
        broadcast: true,
      },
    });
    const rupiah = readAssignmentForm(filled({ priceRange: { start: '50000', end: '75000' } }), 'id');
    expect(rupiah.ok && rupiah.input.priceRange).toEqual({ startPrice: 50000, endPrice: 75000 });
  });

  it('drops the joining students when nobody may join', () => {
    const reading = readAssignmentForm(filled({ isJoin: false, joinStudent: 4 }), 'sg');
    expect(reading.ok && reading.input.joinStudent).toBe(0);
  });

  it('places schema and server error paths on their inputs', () => {
    expect(formFieldOf('priceRange.startPrice')).toBe('priceRange');
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('country')).toBeNull();
    expect(formFieldOf('_')).toBeNull();
  });
});
