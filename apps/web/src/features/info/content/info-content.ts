import type { InfoPage, Language } from '@ajar/domain';

/** Each page's Markdown in each language, as its own lazily loaded chunk (content/{language}/{page}.md). */
const SOURCES = import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default' });
/** The texts fetched so far, so a page whose text came with its route renders it at once. */
const loaded = new Map<string, string>();

/** The file a page is written in: the info route keys in kebab case (howItWorks → how-it-works.md). */
export const contentFile = (page: InfoPage, language: Language): string =>
  `./${language}/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.md`;

/** Loads a page's Markdown in the language, as written (placeholders unfilled). */
export async function loadInfoMarkdown(page: InfoPage, language: Language): Promise<string> {
  const file = contentFile(page, language);
  const cached = loaded.get(file);
  if (cached !== undefined) return cached;
  const load = SOURCES[file];
  if (!load) throw new Error(`No ${language} text for the ${page} page`);
  const text = await load();
  loaded.set(file, text);
  return text;
}

/** A page's Markdown if it has been loaded already, else undefined. */
export function loadedInfoMarkdown(page: InfoPage, language: Language): string | undefined {
  return loaded.get(contentFile(page, language));
}

/** Every page file there is, for the tests that check both languages are complete. */
export const CONTENT_FILES: readonly string[] = Object.keys(SOURCES);
