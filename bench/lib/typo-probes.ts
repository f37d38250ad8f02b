/** The search benchmark's probes: a sample tutor's name or subject with one deterministic typo. */

export interface SampleTutor {
  id: string;
  firstName: string;
  lastName: string;
  country: string;
  subjects: string[];
}

export interface Probe {
  tutor: SampleTutor;
  keywords: string;
  edit: string;
}

function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const EDITS = ['insertion', 'deletion', 'substitution', 'transposition'] as const;
type Edit = (typeof EDITS)[number];

/** One edit of `word` (never the word itself); letters keep the case of their neighbourhood. */
function misspell(word: string, edit: Edit, random: () => number): string {
  const pick = (n: number) => Math.floor(random() * n);
  const letter = () => LETTERS[pick(LETTERS.length)] ?? 'e';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    // Keep the first letter: people rarely mistype it, and every engine anchors on it less than on the rest.
    const at = 1 + pick(word.length - 1);
    let typo = word;
    if (edit === 'insertion') typo = word.slice(0, at) + letter() + word.slice(at);
    if (edit === 'deletion') typo = word.slice(0, at) + word.slice(at + 1);
    if (edit === 'substitution') typo = word.slice(0, at) + letter() + word.slice(at + 1);
    if (edit === 'transposition' && at < word.length - 1)
      typo = word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
    if (typo.toLowerCase() !== word.toLowerCase()) return typo;
  }
  return word.slice(0, -1);
}

/** Misspell one word (of four letters or more) of `text`, chosen at random. */
function misspellOne(text: string, edit: Edit, random: () => number): string | null {
  const words = text.split(' ');
  const candidates = words.flatMap((word, index) => (/^\p{L}{4,}$/u.test(word) ? [index] : []));
  if (candidates.length === 0) return null;
  const index = candidates[Math.floor(random() * candidates.length)] ?? 0;
  return words.map((word, i) => (i === index ? misspell(word, edit, random) : word)).join(' ');
}

export function probesFor(tutors: readonly SampleTutor[]): Probe[] {
  const random = prng(20260115);
  return tutors.flatMap((tutor, n) => {
    const edit = EDITS[n % EDITS.length] ?? 'substitution';
    const name = `${tutor.firstName} ${tutor.lastName}`;
    // Two of three probes misspell the name; the third keeps the name and misspells a subject word.
    const subject = tutor.subjects[n % Math.max(tutor.subjects.length, 1)];
    if (n % 3 === 2 && subject) {
      const typo = misspellOne(subject, edit, random);
      if (typo) return [{ tutor, keywords: `${name} ${typo}`, edit: `${edit} in subject` }];
    }
    const first = misspellOne(tutor.firstName, edit, random);
    const last = misspellOne(tutor.lastName, edit, random);
    const useFirst = first !== null && (last === null || random() < 0.5);
    if (useFirst) return [{ tutor, keywords: `${first} ${tutor.lastName}`, edit: `${edit} in first name` }];
    if (last !== null)
      return [{ tutor, keywords: `${tutor.firstName} ${last}`, edit: `${edit} in last name` }];
    return [];
  });
}
