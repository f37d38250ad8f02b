import type { Page } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

/*
 * The Indonesian pages' check: the English phrases of the web's own texts (app/i18n/resources-en.ts), looked for
 * in what an Indonesian page shows and says to a screen reader. A phrase Indonesian uses too (a brand, a name,
 * "Tutor") is not looked for: any English piece found in some Indonesian text is left out.
 */

type Texts = { readonly [key: string]: unknown };

function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) leaves(inner, out);
  return out;
}

/** The literal pieces of a text, between its placeholders ({{name}}) and markup (<strong>). */
function pieces(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|<[^>]*>|\n/)
    .map((piece) => piece.trim().replace(/^[\s,.:;!?·–—()"“”'‘’]+|[\s,.:;!?·–—()"“”'‘’]+$/g, ''))
    .filter((piece) => piece.length > 0);
}

/**
 * Telling enough to be a text of ours rather than a word anyone's writing may hold: two words or more, or one
 * long word as a label starts ("Languages", "Settings"); "lessons" in a member's English sentence is theirs.
 */
function telling(piece: string): boolean {
  const words = piece.match(/\p{L}+/gu) ?? [];
  return (words.length >= 2 && piece.length >= 8) || (words.length === 1 && /^\p{Lu}\p{L}{5,}$/u.test(piece));
}

async function bundle(language: 'en' | 'id'): Promise<Texts> {
  const file = resolve(import.meta.dirname, `../../apps/web/src/app/i18n/resources-${language}.ts`);
  const loaded = (await import(pathToFileURL(file).href)) as Record<string, Texts>;
  const texts = loaded[language];
  if (!texts) throw new Error(`resources-${language}.ts has no export "${language}"`);
  return texts;
}

/** The English phrases no Indonesian page should show. */
export async function englishPhrases(): Promise<string[]> {
  const [en, id] = await Promise.all([bundle('en'), bundle('id')]);
  const indonesian = leaves(id).join('\n');
  const phrases = new Set(
    leaves(en)
      .flatMap(pieces)
      .filter((piece) => telling(piece) && !indonesian.includes(piece)),
  );
  return [...phrases];
}

/**
 * Everything a page says: its title, its visible text, and the labels and placeholders a screen reader reads
 * (not those hidden from it, such as an icon's name beside its text).
 */
export async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labelled = Array.from(document.querySelectorAll('[aria-label],[placeholder],[alt],[title]'));
    const labels = labelled
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'alt', 'title'].flatMap((name) => element.getAttribute(name) ?? []),
      );
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
}

/** The English phrases found in `words`, each whole (not inside a longer word). */
export function englishIn(words: string, phrases: readonly string[]): string[] {
  return phrases.filter((phrase) => {
    let at = words.indexOf(phrase);
    while (at >= 0) {
      const before = words[at - 1] ?? ' ';
      const after = words[at + phrase.length] ?? ' ';
      if (!/\p{L}/u.test(before) && !/\p{L}/u.test(after)) return true;
      at = words.indexOf(phrase, at + 1);
    }
    return false;
  });
}
