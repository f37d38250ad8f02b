/**
 * Names for the bulk benchmark tutors: each market's demo names plus generated syllable names, picked
 * from the tutor's index so "First Last" is unique within a market for the first 400,000 tutors of it.
 */
import { COUNTRY_CODES, type CountryCode } from '@ajar/domain';
import { DEMO_MARKETS } from './demo-people';

const FIRST_POOL = 200;
// FIRST_POOL + 1 (= 3 × 67) and LAST_POOL share no factor: the last-name index below is then a bijection.
const LAST_POOL = 2000;

const SYLLABLES = [
  'ka', 'ra', 'ti', 'no', 'san', 'wi', 'ja', 'lin', 'dra', 'mo',
  'ha', 'su', 'de', 've', 'ro', 'ban', 'tu', 'li', 'ne', 'sa',
  'gu', 'pa', 'to', 'mi', 'wan', 'ri', 'ya', 'kus', 'har', 'di',
] as const; // prettier-ignore

const ENDINGS = ['a', 'i', 'o', 'an', 'en', 'ia', 'el', 'us', 'ir', 'on'] as const;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const syllable = (n: number): string => SYLLABLES[n % SYLLABLES.length] ?? 'ka';

/** A made-up surname of three syllables; multiplying by a prime spreads neighbours apart. */
function syllableSurname(j: number): string {
  const h = (j * 7919) % SYLLABLES.length ** 3;
  return capitalise(syllable(h) + syllable(Math.floor(h / 30)) + syllable(Math.floor(h / 900)));
}

/** A made-up first name: two syllables and an ending. */
function syllableFirstName(j: number): string {
  const h = (j * 97) % (SYLLABLES.length ** 2 * ENDINGS.length);
  const ending = ENDINGS[Math.floor(h / 900) % ENDINGS.length] ?? 'a';
  return capitalise(syllable(h) + syllable(Math.floor(h / 30)).replace(/[aeiou]+$/, '') + ending);
}

/** `size` distinct names: the given ones first, then generated ones (deterministic). */
function pool(given: readonly string[], size: number, generate: (j: number) => string, seed: number) {
  const names = [...new Set(given)].slice(0, size);
  const seen = new Set(names.map((name) => name.toLowerCase()));
  for (let j = seed; names.length < size; j += 1) {
    const name = generate(j);
    if (!seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

interface NamePools {
  readonly first: readonly string[];
  readonly last: readonly string[];
}

const pools = new Map<CountryCode, NamePools>();

function poolsOf(country: CountryCode): NamePools {
  const cached = pools.get(country);
  if (cached) return cached;
  const market = DEMO_MARKETS[country];
  const people = [...market.tutors, ...market.students];
  const seed = COUNTRY_CODES.indexOf(country) * 1000;
  const made = {
    first: pool(
      people.map((person) => person.firstName),
      FIRST_POOL,
      syllableFirstName,
      seed,
    ),
    last: pool(
      people.map((person) => person.lastName),
      LAST_POOL,
      syllableSurname,
      seed,
    ),
  };
  pools.set(country, made);
  return made;
}

/** The name of the `k`-th bulk tutor of a market. */
export function bulkTutorName(country: CountryCode, k: number): { firstName: string; lastName: string } {
  const { first, last } = poolsOf(country);
  const a = k % FIRST_POOL;
  const q = Math.floor(k / FIRST_POOL);
  return {
    firstName: first[a] ?? 'Tutor',
    lastName: last[(q * (FIRST_POOL + 1) + a) % LAST_POOL] ?? String(k),
  };
}
