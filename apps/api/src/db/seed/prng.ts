/** A small seeded PRNG (mulberry32) so the demo seed makes the same marketplace on every first start. */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<Item>(items: readonly Item[]): Item;
  chance(probability: number): boolean;
  /** `count` distinct items (fewer when the list is shorter), in random order. */
  sample<Item>(items: readonly Item[], count: number): Item[];
}

/** FNV-1a: a 32-bit seed from any text (an email, "sg:12"). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function randomFor(seed: string): Random {
  let state = hash(seed);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <Item>(items: readonly Item[]): Item => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const sample = <Item>(items: readonly Item[], count: number): Item[] => {
    const pool = [...items];
    for (let i = pool.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [pool[i], pool[j]] = [pool[j] as Item, pool[i] as Item];
    }
    return pool.slice(0, Math.max(0, count));
  };
  return { next, int, pick, chance: (probability) => next() < probability, sample };
}
