/** Text rules shared by the indexer and the query side, so both cut and fold words the same way. */

const DIACRITICS = /\p{M}+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** Lower case without accents ("José" -> "jose"), for the 'simple' lexemes and the vocabulary. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(DIACRITICS, '').toLowerCase();
}

/** The words of a text, folded; empty parts dropped. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(NON_WORD)
    .filter((word) => word.length > 0);
}

/** A word and each of its one-letter deletions (SymSpell's variants). */
export function deletionVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set<string>([word]);
  if (letters.length > 1) {
    for (let index = 0; index < letters.length; index += 1) {
      variants.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(''));
    }
  }
  return [...variants];
}

/** Edits between two words, an adjacent transposition counting as one (optimal string alignment). */
export function editDistance(left: string, right: string): number {
  const a = [...left];
  const b = [...right];
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_row, i) =>
    Array.from({ length: b.length + 1 }, (_cell, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const previous = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** Typos forgiven for a query word: one edit up to 5 letters, two beyond; none under 3 letters. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < 3) return 0;
  return length <= 5 ? 1 : 2;
}

/** The rows of a raw statement: node-postgres and PGlite both answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
