/** Every text of one language: nested objects whose leaves are strings. */
export type LanguageTexts = { readonly [key: string]: string | LanguageTexts };

/** What `t` reads besides the key: `count` picks the plural form, every other value fills `{{name}}`. */
export type TranslateOptions = { readonly count?: number; readonly lng?: string } & Readonly<
  Record<string, unknown>
>;

export type Translate = (key: string, options?: TranslateOptions) => string;

type LanguageListener = (language: string) => void;
type MissingListener = (key: string, language: string) => void;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The app's translator (i18next and react-i18next were 26 KB of the shell for the few things we
 * use). Keys are dot paths into nested texts; a missing text falls back to the fallback language, then to
 * the key. `count` picks `key_zero` (for 0, when written), else the language's plural category
 * (`key_one`, `key_other`), else the plain key. `{{name}}` takes the option of that name, unescaped
 * (React escapes); an option that is not given leaves the placeholder as written.
 */
export class Translator {
  private readonly texts = new Map<string, LanguageTexts>();
  private readonly listeners = new Set<LanguageListener>();
  private readonly changeListeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private current: string;
  private version = 0;
  /** Whether a lookup since the last change found no text in the language asked (a fallback, or the key). */
  private missed = false;

  constructor(
    language: string,
    private readonly fallbackLanguage: string,
    private readonly onMissing: MissingListener = () => undefined,
  ) {
    this.current = language;
  }

  get language(): string {
    return this.current;
  }

  /**
   * Adds (or merges into) a language's texts. The listeners hear of it only when a lookup since the last change
   * missed: otherwise every text on screen was found where it is and stays as it is, so nothing draws again
   * (a namespace arriving for a lazy part would redraw the whole page at once on a phone).
   */
  addTexts(language: string, texts: LanguageTexts): void {
    this.texts.set(language, merge(this.texts.get(language) ?? {}, texts));
    if (this.missed) this.changed();
  }

  /** Counts every change of texts or language: what a view drawn with them depends on. */
  get revision(): string {
    return `${this.current}:${this.version}`;
  }

  hasTexts(language: string): boolean {
    return this.texts.has(language);
  }

  /** Switches language and tells the listeners; the texts must be in already (`addTexts`). */
  setLanguage(language: string): void {
    if (language === this.current) return;
    this.current = language;
    for (const listener of [...this.listeners]) listener(language);
    this.changed();
  }

  onLanguageChanged(listener: LanguageListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hears of every change of texts or language (`revision` tells them apart). */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private changed(): void {
    this.version += 1;
    this.missed = false;
    for (const listener of [...this.changeListeners]) listener();
  }

  readonly t: Translate = (key, options) => this.translate(options?.lng ?? this.current, key, options);

  /** `t` always in one language, whatever the current one. */
  fixedT(language: string): Translate {
    return (key, options) => this.translate(language, key, options);
  }

  /** Whether the key has a text in the language (or, with `fallback`, in the fallback language). */
  exists(key: string, language = this.current, fallback = true): boolean {
    if (this.find(language, key, undefined) !== undefined) return true;
    this.missed = true;
    return fallback && this.chain(language).some((code) => this.find(code, key, undefined) !== undefined);
  }

  private translate(language: string, key: string, options: TranslateOptions | undefined): string {
    for (const code of this.chain(language)) {
      const text = this.find(code, key, options?.count);
      if (text !== undefined) return interpolate(text, options);
      this.missed = true;
    }
    this.onMissing(key, language);
    return key;
  }

  private chain(language: string): string[] {
    return language === this.fallbackLanguage ? [language] : [language, this.fallbackLanguage];
  }

  private find(language: string, key: string, count: number | undefined): string | undefined {
    const texts = this.texts.get(language);
    if (!texts) return undefined;
    if (count !== undefined) {
      const forms = count === 0 ? ['zero', this.plural(language, count)] : [this.plural(language, count)];
      for (const form of forms) {
        const text = lookup(texts, `${key}_${form}`);
        if (text !== undefined) return text;
      }
    }
    return lookup(texts, key);
  }

  private plural(language: string, count: number): Intl.LDMLPluralRule {
    // The app's two languages by CLDR's rules, without Intl (the first Intl object of a page loads
    // the browser's locale data on the main thread): Indonesian has one form, English 'one' for 1.
    if (language === 'id') return 'other';
    if (language === 'en') return count === 1 ? 'one' : 'other';
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}

function lookup(texts: LanguageTexts, key: string): string | undefined {
  let node: string | LanguageTexts | undefined = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

function merge(into: LanguageTexts, from: LanguageTexts): LanguageTexts {
  const merged: Record<string, string | LanguageTexts> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return merged;
}
