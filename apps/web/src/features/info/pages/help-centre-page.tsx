import { MessageOutlined } from '../../../shared/ui/icons';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { HelpQuestion } from '../components/help-question';
import { HelpSearchBox } from '../components/help-search-box';
import { InfoLayout } from '../components/info-layout';
import { helpTopics, type HelpTopic } from '../help/help-topics';
import { searchHelp } from '../help/search-help';
import { useInfoDocument } from '../hooks/use-info-document';
import { renderInline } from '../markdown/markdown-inline';
import type { SplitDocument } from '../markdown/split-document';
import styles from './help-centre-page.module.css';

function AllTopics({ topics }: { topics: readonly HelpTopic[] }) {
  const { t } = useTranslation();
  return (
    <>
      <nav className={styles.chips} aria-label={t('info.help.topics')}>
        {topics.map((topic) => (
          <a key={topic.id} href={`#${topic.id}`} className={styles.chip}>
            {renderInline(topic.title)}
          </a>
        ))}
      </nav>
      {topics.map((topic) => (
        <section key={topic.id} className={styles.topic} aria-labelledby={topic.id}>
          <h2 id={topic.id} className={styles.topicTitle}>
            {renderInline(topic.title)}
          </h2>
          {topic.questions.map((question) => (
            <HelpQuestion key={question.id} question={question} />
          ))}
        </section>
      ))}
    </>
  );
}

function SearchResults({ topics, query }: { topics: readonly HelpTopic[]; query: string }) {
  const { t } = useTranslation();
  const hits = useMemo(() => searchHelp(topics, query), [topics, query]);
  return (
    <section aria-labelledby="help-results">
      <h2 id="help-results" className={styles.resultsTitle} aria-live="polite">
        {hits.length > 0
          ? t('info.help.results', { count: hits.length, query: query.trim() })
          : t('info.help.noResults', { query: query.trim() })}
      </h2>
      {hits.length === 0 && <p className={styles.hint}>{t('info.help.noResultsHint')}</p>}
      {hits.map(({ topic, question }) => (
        <HelpQuestion key={question.id} question={question} topic={topic.title} open={hits.length <= 3} />
      ))}
    </section>
  );
}

function HelpBody({ doc, query }: { doc: SplitDocument; query: string }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const topics = useMemo(() => helpTopics(doc.body), [doc]);
  const searching = query.trim().length > 0;
  return (
    <>
      {searching ? <SearchResults topics={topics} query={query} /> : <AllTopics topics={topics} />}
      <aside className={styles.more}>
        <MessageOutlined className={styles.moreIcon} aria-hidden="true" />
        <div className={styles.moreText}>
          <h2 className={styles.moreTitle}>{t('info.help.stillNeedHelp')}</h2>
          <p>{t('info.help.stillNeedHelpBody')}</p>
        </div>
        <ActionLink to={href('contact')} variant="primary" size="large">
          {t('info.help.contactUs')}
        </ActionLink>
      </aside>
    </>
  );
}

/** The help centre: questions and answers by topic, searchable on the page (the query stays in ?q=). */
export function HelpCentrePage() {
  const document = useInfoDocument('helpCentre');
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const setQuery = (next: string) =>
    setSearch(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
  return (
    <InfoLayout
      page="helpCentre"
      document={document}
      headExtra={<HelpSearchBox value={query} onChange={setQuery} />}
    >
      {(doc) => <HelpBody doc={doc} query={query} />}
    </InfoLayout>
  );
}
