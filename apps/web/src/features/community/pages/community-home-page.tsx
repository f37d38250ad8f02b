import { COMMUNITY_SEARCH_MAX, COMMUNITY_TABS, MARKETS, type CommunityTab } from '@ajar/domain';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CommunityPostKind } from '../../../gql/graphql';
import { showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { useSession } from '../../../shared/session/use-session';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { Button } from '../../../shared/ui/button';
import { MessageOutlined, SearchOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { CommunitySidebar } from '../components/community-sidebar';
import { PostCard } from '../components/post-card';
import { PostComposer } from '../components/post-composer';
import { usePostList } from '../hooks/use-post-list';
import { communityLoginHref } from './community-links';
import styles from './community-page.module.css';

const tabOf = (value: string | null): CommunityTab =>
  COMMUNITY_TABS.find((tab) => tab.toLowerCase() === value) ?? 'LATEST';

/** /{country}/community: the market's questions and posts by tab, a search, and asking or writing one. */
export function CommunityHomePage() {
  const { t } = useTranslation();
  const country = useCountry();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { isSignedIn, user } = useSession();
  const tab = tabOf(params.get('tab'));
  const search = params.get('q') ?? '';
  const [draft, setDraft] = useState(search);
  const [composing, setComposing] = useState<CommunityPostKind | null>(null);
  useDocumentTitle(brandedTitle(t('community.meta.home.title')));
  const list = usePostList(country, tab, search, isSignedIn ? (user?.pvid ?? '') : '');

  const show = (next: { tab?: CommunityTab; q?: string }) => {
    const query = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    const nextSearch = next.q ?? search;
    if (nextTab !== 'LATEST') query.set('tab', nextTab.toLowerCase());
    if (nextSearch) query.set('q', nextSearch);
    setParams(query);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    show({ q: draft.trim() });
  };
  const empty = search ? t('community.empty.search', { search }) : t(`community.empty.${tab}`);

  return (
    <PageFrame
      icon={<MessageOutlined />}
      title={t('community.title')}
      subtitle={t('community.subtitle', { country: MARKETS[country].name })}
    >
      <div className={styles.layout}>
        <div>
          <section className={styles.panel}>
            {composing ? (
              <PostComposer
                kind={composing}
                onCancel={() => setComposing(null)}
                onSubmit={async (input) => {
                  await list.create(input);
                  setComposing(null);
                  showSuccess(t('community.form.posted'));
                }}
              />
            ) : (
              <div className={styles.toolbar}>
                {isSignedIn ? (
                  <>
                    <Button variant="primary" onClick={() => setComposing('QUESTION')}>
                      {t('community.ask')}
                    </Button>
                    <Button onClick={() => setComposing('POST')}>{t('community.write')}</Button>
                  </>
                ) : (
                  <>
                    <p className={styles.muted}>{t('community.signedOut')}</p>
                    <ActionLink to={communityLoginHref(country, pathname)} variant="primary">
                      {t('community.logIn')}
                    </ActionLink>
                  </>
                )}
              </div>
            )}
          </section>
          <ul className={styles.tabs} aria-label={t('community.tabs.label')}>
            {COMMUNITY_TABS.filter((item) => item !== 'FOLLOWING' || isSignedIn).map((item) => (
              <li key={item}>
                <button
                  type="button"
                  className={styles.tab}
                  aria-pressed={item === tab}
                  onClick={() => show({ tab: item })}
                >
                  {t(`community.tabs.${item}`)}
                </button>
              </li>
            ))}
          </ul>
          <form className={`${styles.search} ${styles.panel}`} role="search" onSubmit={onSearch}>
            <input
              type="search"
              aria-label={t('community.search.label')}
              placeholder={t('community.search.placeholder')}
              maxLength={COMMUNITY_SEARCH_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" icon={<SearchOutlined aria-hidden />}>
              {t('community.search.submit')}
            </Button>
          </form>
          {!list.posts && !list.failed && (
            <div className={styles.skeletons} aria-busy="true">
              {[0, 1, 2].map((index) => (
                <SkeletonBlock key={index} height={96} />
              ))}
            </div>
          )}
          {!list.posts && list.failed && (
            <div className={styles.state} role="alert">
              <p className={styles.stateTitle}>{t('community.loadFailed')}</p>
              <Button onClick={list.loadFirst}>{t('community.retry')}</Button>
            </div>
          )}
          {list.posts?.length === 0 && (
            <div className={styles.state}>
              <p className={styles.stateTitle}>{empty}</p>
              <p className={styles.muted}>
                {tab === 'FOLLOWING' ? t('community.empty.followingBody') : t('community.empty.body')}
              </p>
            </div>
          )}
          {list.posts && list.posts.length > 0 && (
            <ul className={styles.list}>
              {list.posts.map((post) => (
                <PostCard key={post.pvid} post={post} country={country} />
              ))}
            </ul>
          )}
          {list.posts && list.hasMore && (
            <div className={styles.more}>
              <Button onClick={() => void list.loadMore()} loading={list.loadingMore}>
                {t('community.loadMore')}
              </Button>
            </div>
          )}
        </div>
        <CommunitySidebar country={country} />
      </div>
    </PageFrame>
  );
}
