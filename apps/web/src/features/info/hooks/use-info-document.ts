import type { CountryCode, InfoPage, Language } from '@ajar/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { loadedInfoMarkdown, loadInfoMarkdown } from '../content/info-content';
import { fillPlaceholders, placeholderValues } from '../content/placeholders';
import { parseMarkdown, type MarkdownBlock } from '../markdown/markdown-blocks';

export type InfoDocument =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly retry: () => void }
  | { readonly status: 'ready'; readonly blocks: readonly MarkdownBlock[] };

type Fetched =
  { readonly key: string; readonly source: string } | { readonly key: string; readonly failed: true };

/**
 * The page's Markdown in the reader's language, its figures filled in from the domain, parsed. The route
 * usually loads the text with the page's code (routes.ts), so it is there at the first render.
 */
export function useInfoDocument(page: InfoPage): InfoDocument {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'id' ? 'id' : 'en';
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched>();
  const key = `${page}:${language}:${attempt}`;
  const cached = loadedInfoMarkdown(page, language);

  useEffect(() => {
    if (cached !== undefined) return undefined;
    let live = true;
    loadInfoMarkdown(page, language).then(
      (source) => live && setFetched({ key, source }),
      () => live && setFetched({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [cached, key, page, language]);

  const source = cached ?? (fetched?.key === key && 'source' in fetched ? fetched.source : undefined);
  const blocks = useMemo(() => {
    if (source === undefined) return null;
    const countryName = (code: CountryCode) => t(`countries.${code}`);
    return parseMarkdown(fillPlaceholders(source, placeholderValues(language, countryName)));
  }, [source, language, t]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (blocks) return { status: 'ready', blocks };
  return fetched?.key === key && 'failed' in fetched ? { status: 'failed', retry } : { status: 'loading' };
}
