import { ACCOUNT_ROUTES, countryPath, MARKETS } from '@ajar/domain';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { brandedTitle } from '../../../shared/routing/page-meta';
import { useSession } from '../../../shared/session/use-session';
import { ActionLink } from '../../../shared/ui/action-link/action-link';
import { Button } from '../../../shared/ui/button';
import { CommentOutlined, NotificationOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { FeedComposer } from '../components/feed-composer';
import { FeedItem } from '../components/feed-item';
import { useFeed } from '../hooks/use-feed';
import styles from './feeds-page.module.css';

function Placeholders() {
  return (
    <div className={styles.skeletons} aria-busy="true">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeleton}>
          <SkeletonBlock width={40} height={40} round />
          <div className={styles.skeletonLines}>
            <SkeletonBlock width="40%" />
            <SkeletonBlock width="90%" />
            <SkeletonBlock width="70%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /{country}/feeds: the market's live wall. Guests read; signed-in people comment, reply, vote and report. */
export function FeedsPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const { pathname } = useLocation();
  const { isSignedIn, user } = useSession();
  const viewerId = isSignedIn ? (user?.pvid ?? null) : null;
  useDocumentTitle(brandedTitle(t('feeds.meta.page.title')));
  const wall = useFeed(country, viewerId !== null);
  const login = `${countryPath(country, ACCOUNT_ROUTES.login)}?${new URLSearchParams({ redirect: pathname }).toString()}`;

  return (
    <PageFrame
      icon={<NotificationOutlined />}
      title={t('feeds.title')}
      subtitle={t('feeds.subtitle', { country: MARKETS[country].name })}
    >
      <section className={styles.panel}>
        {viewerId ? (
          <FeedComposer
            label={t('feeds.composer.label')}
            placeholder={t('feeds.composer.placeholder')}
            submitLabel={t('feeds.composer.submit')}
            onSubmit={wall.comment}
          />
        ) : (
          <div className={styles.guest}>
            <p>{t('feeds.signedOut')}</p>
            <ActionLink to={login} variant="primary">
              {t('feeds.logIn')}
            </ActionLink>
          </div>
        )}
      </section>
      {!wall.feeds && !wall.failed && <Placeholders />}
      {!wall.feeds && wall.failed && (
        <div className={styles.state} role="alert">
          <p className={styles.stateTitle}>{t('feeds.loadFailed')}</p>
          <Button onClick={wall.loadFirst}>{t('feeds.retry')}</Button>
        </div>
      )}
      {wall.feeds?.length === 0 && (
        <div className={styles.state}>
          <CommentOutlined aria-hidden className={styles.stateIcon} />
          <p className={styles.stateTitle}>{t('feeds.empty')}</p>
          <p className={styles.muted}>{t('feeds.emptyBody')}</p>
        </div>
      )}
      {wall.feeds && wall.feeds.length > 0 && (
        <ul className={styles.list} aria-live="polite" aria-relevant="additions">
          {wall.feeds.map((feed) => (
            <FeedItem
              key={feed.pvid}
              feed={feed}
              country={country}
              viewerId={viewerId}
              onVote={(pvid, vote) => void wall.vote(pvid, vote)}
              onReply={wall.reply}
            />
          ))}
        </ul>
      )}
      {wall.feeds && wall.hasMore && (
        <div className={styles.more}>
          <Button onClick={() => void wall.loadMore()} loading={wall.loadingMore}>
            {t('feeds.loadMore')}
          </Button>
        </div>
      )}
    </PageFrame>
  );
}
