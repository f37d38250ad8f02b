import { COUNTRY_CODES } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { CROWD_NAMES, demoGenderOf } from './crowd-names';
import { crowdTutors, DEMO_CROWD } from './crowd-tutors';

describe('the demo crowd names', () => {
  it('pairs a first name only with a family name of the same community, and the shares add up to 1', () => {
    for (const country of COUNTRY_CODES) {
      const pools = CROWD_NAMES[country];
      expect(
        pools.reduce((sum, pool) => sum + pool.share, 0),
        country,
      ).toBeCloseTo(1);
      for (const tutor of crowdTutors(country, DEMO_CROWD[country], ['Central'])) {
        const first = tutor.gender === 'Female' ? 'female' : 'male';
        const community = pools.find(
          (pool) => pool[first].includes(tutor.firstName) && pool.last.includes(tutor.lastName),
        );
        expect(community, `${tutor.firstName} ${tutor.lastName} (${country})`).toBeDefined();
        expect(demoGenderOf(country, tutor.firstName)).toBe(tutor.gender);
      }
    }
  });

  it('draws Singapore mostly from its largest community, and every community appears', () => {
    const crowd = crowdTutors('sg', DEMO_CROWD.sg, ['Central']);
    const [chinese, ...others] = CROWD_NAMES.sg;
    const fromChinese = crowd.filter((tutor) => chinese?.last.includes(tutor.lastName)).length;
    expect(fromChinese / crowd.length).toBeGreaterThan(0.45);
    for (const pool of others) expect(crowd.some((tutor) => pool.last.includes(tutor.lastName))).toBe(true);
  });
});
