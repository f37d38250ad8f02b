import { countryPath, MARKETS, READS_PAGE_SIZE, READS_ROUTES, ROLE_CODES } from '@ajar/domain';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { GetPublicArticlesDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { useSession } from '../../../shared/session/use-session';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { Button } from '../../../shared/ui/button';
import { ReadOutlined, SearchOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ArticleCard } from '../components/article-card';
import styles from './reads-pages.module.css';

/** /{country}/reads/public: the market's published articles, by words and tag, featured ones first. */
export function ReadsPublicPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const { user } = useSession();
  useDocumentTitle(brandedTitle(t('reads.meta.public.title')));
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const [result, retry] = useQuery({
    query: GetPublicArticlesDocument,
    variables: { country, search, tag, startIndex: (page - 1) * READS_PAGE_SIZE, length: READS_PAGE_SIZE },
  });
  const answer = result.data?.getPublicArticles;
  const articles = presentItems(answer?.items ?? []);
  const pages = Math.max(1, Math.ceil((answer?.total ?? 0) / READS_PAGE_SIZE));
  const go = (next: { q?: string; tag?: string; page?: number }) => {
    const merged = { q: search, tag, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.tag) query.set('tag', merged.tag);
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft.trim() });
  };
  const tags = result.data?.getArticleTags ?? [];

  return (
    <PageFrame
      icon={<ReadOutlined />}
      title={t('reads.public.title')}
      subtitle={t('reads.public.subtitle', { country: MARKETS[country].name })}
    >
      <div className={styles.toolbar}>
        <form className={styles.search} role="search" onSubmit={onSearch}>
          <input
            type="search"
            className={styles.input}
            aria-label={t('reads.public.search')}
            placeholder={t('reads.public.search')}
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="primary" icon={<SearchOutlined />}>
            {t('reads.public.searchButton')}
          </Button>
        </form>
        <div className={styles.links}>
          {user?.role.code === ROLE_CODES.tutor && (
            <>
              <ActionLink to={countryPath(country, READS_ROUTES.create)}>
                {t('reads.public.write')}
              </ActionLink>
              <ActionLink to={countryPath(country, READS_ROUTES.list)}>{t('reads.list.title')}</ActionLink>
            </>
          )}
          <ActionLink to={countryPath(country, READS_ROUTES.blogs)}>{t('reads.public.blog')}</ActionLink>
        </div>
      </div>
      {tags.length > 0 && (
        <div className={styles.tags} role="group" aria-label={t('reads.public.tags')}>
          {['', ...tags].map((name) => (
            <button
              key={name || 'all'}
              type="button"
              className={styles.tagButton}
              aria-pressed={tag === name}
              onClick={() => go({ tag: name, q: search })}
            >
              {name ? `#${name}` : t('reads.public.allTags')}
            </button>
          ))}
        </div>
      )}
      {!answer && !result.error && (
        <div className={styles.skeletons} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <SkeletonBlock key={index} width="100%" height={150} />
          ))}
        </div>
      )}
      {!answer && result.error && (
        <div className={styles.state} role="alert">
          <p>{t('reads.loadFailed')}</p>
          <Button onClick={() => retry({ requestPolicy: 'network-only' })}>{t('reads.retry')}</Button>
        </div>
      )}
      {answer && (
        <>
          <p className={styles.count} aria-live="polite">
            {t('reads.public.results', { count: answer.total })}
          </p>
          {articles.length === 0 ? (
            <div className={styles.state}>
              <p className={styles.stateTitle}>{t('reads.public.empty')}</p>
              <p>{t('reads.public.emptyBody')}</p>
            </div>
          ) : (
            <ul className={styles.cards}>
              {articles.map((article) => (
                <ArticleCard key={article.pvid} article={article} country={country} />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('reads.public.page', { page, pages })}>
              <Button disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {t('reads.public.previous')}
              </Button>
              <span>{t('reads.public.page', { page, pages })}</span>
              <Button disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                {t('reads.public.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </PageFrame>
  );
}
