/**
 * The demo crowd: listed tutors, coaches and counsellors beyond the hand-written demo people, so browse has
 * several pages in every market. Made from a seeded PRNG: the same people on every first start.
 */
import { COUNTRY_CODES, type CountryCode, type TutorKind } from '@ajar/domain';
import { CROWD_NAMES, pickNamePool, type DemoGender } from './crowd-names';
import { DEMO_EMAIL_DOMAIN, DEMO_MARKETS } from './demo-people';
import { randomFor } from './prng';

/** Crowd tutors per market on the first start (with the 4 hand-written ones: 68 in sg, 40 elsewhere). */
export const DEMO_CROWD: Readonly<Record<CountryCode, number>> = Object.fromEntries(
  COUNTRY_CODES.map((country) => [country, country === 'sg' ? 64 : 36]),
) as Record<CountryCode, number>;

/** Seven in ten teach school subjects, two coach, one counsels. */
const KIND_CYCLE: readonly TutorKind[] = [
  'ACADEMIC', 'LIFELONG', 'ACADEMIC', 'ACADEMIC', 'COUNSELLING',
  'ACADEMIC', 'ACADEMIC', 'LIFELONG', 'ACADEMIC', 'ACADEMIC',
]; // prettier-ignore

export interface CrowdTutor {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly gender: DemoGender;
  readonly tutorKind: TutorKind;
  readonly city: string;
  readonly joinedDaysAgo: number;
}

const slug = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** `count` crowd tutors of a market, living in its cities (names unique within the market). */
export function crowdTutors(country: CountryCode, count: number, cities: readonly string[]): CrowdTutor[] {
  const pools = CROWD_NAMES[country];
  const taken = new Set(DEMO_MARKETS[country].tutors.map((tutor) => `${tutor.firstName} ${tutor.lastName}`));
  const crowd: CrowdTutor[] = [];
  const random = randomFor(`crowd:${country}`);
  // The big cities first: most tutors live where most students do.
  const homes = cities.length > 0 ? cities.slice(0, Math.max(4, Math.ceil(cities.length / 2))) : ['—'];
  for (let k = 0; crowd.length < count; k += 1) {
    const gender: DemoGender = random.chance(0.55) ? 'Female' : 'Male';
    const pool = pickNamePool(pools, random.next());
    const firstName = random.pick(gender === 'Female' ? pool.female : pool.male);
    const lastName = random.pick(pool.last);
    const name = `${firstName} ${lastName}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const n = crowd.length;
    crowd.push({
      firstName,
      lastName,
      email: `${slug(firstName)}.${slug(lastName)}.${country}@${DEMO_EMAIL_DOMAIN}`,
      gender,
      tutorKind: KIND_CYCLE[n % KIND_CYCLE.length] ?? 'ACADEMIC',
      city: random.pick(homes),
      joinedDaysAgo: 3 + Math.floor((n * 720) / Math.max(count, 1)) + random.int(0, 9),
    });
  }
  return crowd;
}
