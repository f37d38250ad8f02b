import { foldText } from '../../infra/search/search-text';

/**
 * What people type for the same subject, in English, Indonesian and Malay, short and long: a query word of a group
 * matches a tutor whose subjects hold any word of the group ("maths" finds Mathematics, "kimia" finds Chemistry).
 * Words are folded (lower case, no accents) and compared whole.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['maths', 'math', 'mathematics', 'matematika', 'mtk', 'matematik'],
  ['amath', 'amaths', 'addmath', 'addmaths'],
  ['bio', 'biology', 'biologi'],
  ['chem', 'chemistry', 'kimia'],
  ['phys', 'physics', 'fisika', 'fizik'],
  ['econ', 'econs', 'economics', 'ekonomi'],
  ['geo', 'geog', 'geography', 'geografi'],
  ['history', 'sejarah'],
  ['english', 'inggris', 'eng'],
  ['chinese', 'mandarin', 'cina'],
  ['japanese', 'jepang'],
  ['french', 'prancis'],
  ['accounting', 'accounts', 'akuntansi', 'poa', 'perakaunan'],
  ['computing', 'computer', 'informatika', 'coding', 'programming', 'pemrograman'],
  ['science', 'sains', 'ipa'],
  ['literature', 'sastra', 'lit'],
  ['music', 'musik', 'muzik'],
  ['art', 'seni'],
  ['guitar', 'gitar'],
  ['swimming', 'swim', 'renang'],
  ['vocal', 'singing', 'vokal', 'nyanyi'],
  ['drawing', 'menggambar'],
  ['cooking', 'memasak'],
  ['career', 'karier', 'karir', 'kerjaya'],
  ['scholarship', 'scholarships', 'beasiswa', 'biasiswa'],
  ['university', 'universities', 'kuliah', 'universiti'],
];

/** Words that say what is wanted, not what about: dropped from a query that has other words. */
const NOISE_WORDS = new Set([
  'tutor',
  'tutors',
  'tuition',
  'teacher',
  'teachers',
  'lesson',
  'lessons',
  'class',
  'classes',
  'private',
  'online',
  'home',
  'for',
  'in',
  'near',
  'me',
  'the',
  'and',
  'guru',
  'les',
  'kursus',
  'privat',
  'kelas',
  'untuk',
  'di',
  'dan',
  'cikgu',
]);

/** What a person calls each kind of educator: the words find every tutor of the kind. */
export const KIND_WORDS = {
  ACADEMIC: ['tutor', 'guru'],
  LIFELONG: ['coach', 'coaches', 'coaching', 'pelatih', 'jurulatih'],
  COUNSELLING: ['counsellor', 'counselor', 'counselling', 'counseling', 'konselor', 'konseling', 'kaunselor'],
} as const;

const GROUP_OF = new Map<string, readonly string[]>(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [foldText(word), group.map(foldText)] as const)),
);

/** Levels written short in some markets ("Grade 12 (A/L)"), also found by their long name ("A level chemistry"). */
const LEVEL_ALIASES: readonly (readonly [RegExp, string])[] = [
  [/\bA\/L\b/i, 'A Level'],
  [/\bO\/L\b/i, 'O Level'],
];

/** A curriculum's or level's name with the long names of its short ones, for the index. */
export function withLevelAliases(name: string): string {
  const aliases = LEVEL_ALIASES.filter(([short]) => short.test(name)).map(([, long]) => long);
  return [name, ...aliases].join(' ');
}

/** The words a query word stands for: itself and its synonyms. */
export function synonymsOf(word: string): readonly string[] {
  return GROUP_OF.get(word) ?? [word];
}

/** A query's words without the noise ones (all of them kept when nothing else is left). */
export function meaningfulWords(words: readonly string[]): string[] {
  const kept = words.filter((word) => !NOISE_WORDS.has(word));
  return kept.length > 0 ? kept : [...words];
}
