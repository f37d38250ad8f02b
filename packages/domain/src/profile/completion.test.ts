import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COMPLETION_WEIGHTS,
  PROFILE_SECTIONS,
  PROFILE_VISIBILITY_THRESHOLD,
  completedSections,
  completionPercent,
  isVisibleInSearch,
} from './completion';

describe('profile completion', () => {
  it('weights add up to 100 with the introduction video worth 25', () => {
    expect(Object.values(COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(COMPLETION_WEIGHTS.IntroductionVideo).toBe(25);
  });

  it('matches the spec weights for every combination of sections', () => {
    fc.assert(
      fc.property(fc.subarray(PROFILE_SECTIONS), (done) => {
        const completed = Object.fromEntries(done.map((section) => [section, true]));
        const expected = done.reduce((sum, section) => sum + COMPLETION_WEIGHTS[section], 0);
        const percent = completionPercent(completed);
        expect(percent).toBe(expected);
        expect((percent * 2) % 25).toBe(0);
        expect(isVisibleInSearch(percent)).toBe(percent >= PROFILE_VISIBILITY_THRESHOLD);
      }),
    );
  });

  it('needs avatar, description and address for the basic profile', () => {
    const facts = {
      subjects: 1,
      education: 1,
      experience: 1,
      certificates: 1,
      introductionVideos: 1,
      skills: 1,
      hasAvatar: true,
      descriptionLength: 10,
      hasAddress: true,
    };
    expect(completionPercent(completedSections(facts))).toBe(100);
    expect(completionPercent(completedSections({ ...facts, hasAvatar: false }))).toBe(87.5);
    expect(completionPercent(completedSections({ ...facts, introductionVideos: 0 }))).toBe(75);
  });
});
