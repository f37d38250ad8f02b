import { describe, expect, it } from 'vitest';
import {
  assignmentPath,
  broadcastRemark,
  parseAssignmentSegment,
  suggestedAssignmentPriceRange,
} from './assignment';
import { assignmentSchema } from './assignment-schema';
import { MESSAGES } from './messages';

const valid = {
  title: ' Maths tutor ',
  curriculumPvid: '3f1c7a52-8c1e-4c5e-9d0a-0b6f3c1e2a10',
  subjectPvid: '7d2e1b44-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  tutorExperience: 2,
  location: 'Tampines',
  tutorGender: 'Any',
  priceRange: { startPrice: 3000, endPrice: 6000 },
};

describe('assignmentSchema', () => {
  it('trims, defaults and drops joining students when nobody may join', () => {
    expect(assignmentSchema('sg').parse({ ...valid, joinStudent: 3 })).toMatchObject({
      title: 'Maths tutor',
      isActive: true,
      isJoin: false,
      joinStudent: 0,
      broadcast: false,
    });
    expect(assignmentSchema('sg').parse({ ...valid, isJoin: true, joinStudent: 3 }).joinStudent).toBe(3);
  });

  it("answers with the spec's messages", () => {
    const message = (input: object) =>
      assignmentSchema('sg').safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ title: '' })).toBe(MESSAGES.titleRequired);
    expect(message({ priceRange: undefined })).toBe(MESSAGES.priceRangeRequired);
    expect(message({ priceRange: { startPrice: 7000, endPrice: 6000 } })).toBe(MESSAGES.priceRangeRequired);
    expect(message({ priceRange: { startPrice: 10.5, endPrice: 6000 } })).toBe(MESSAGES.priceRangeRequired);
    expect(message({ priceRange: { startPrice: 3000, endPrice: 1_000_001 } })).toBe(
      MESSAGES.priceAboveMaximum,
    );
    expect(
      assignmentSchema('id').safeParse({ ...valid, priceRange: { startPrice: 3000, endPrice: 50_000_000 } })
        .success,
    ).toBe(true);
    expect(message({ curriculumPvid: '' })).toBe(MESSAGES.curriculumRequired);
    expect(message({ subjectPvid: undefined })).toBe(MESSAGES.subjectRequired);
    expect(message({ tutorGender: undefined })).toBe(MESSAGES.genderRequired);
    expect(message({ location: ' ' })).toBe(MESSAGES.locationRequired);
  });
});

describe('assignment paths and prices', () => {
  it('builds and reads /{country}/assignments/{title}--{id}', () => {
    const path = assignmentPath('sg', { title: 'Maths -- Sec 2!', pvid: 'abc-123' });
    expect(path).toBe('/sg/assignments/Maths-Sec-2--abc-123');
    expect(parseAssignmentSegment(path.split('/').pop() ?? '')).toBe('abc-123');
    expect(parseAssignmentSegment('no-id-here')).toBeNull();
  });

  it("gives the market's suggested hourly range in minor units", () => {
    expect(suggestedAssignmentPriceRange('sg')).toEqual({ min: 1000, max: 10000 });
    expect(suggestedAssignmentPriceRange('id')).toEqual({ min: 50000, max: 350000 });
  });
});

describe('broadcastRemark', () => {
  it("counts the tutors reached in the market's language", () => {
    expect(broadcastRemark(1, 'sg')).toBe('Sent to 1 matching tutor');
    expect(broadcastRemark(12, 'my')).toBe('Sent to 12 matching tutors');
    expect(broadcastRemark(0, 'id')).toBe('Dikirim ke 0 tutor yang cocok');
  });
});
