import { EyeOutlined, TeamOutlined } from '../../../shared/ui/icons';
import { Alert, Avatar, Breadcrumb, Button, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { WhoViewedProfileDocument, type WhoViewedProfileQuery } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { ButtonLink } from '../../../shared/ui/button-link';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { formatRelative } from '../../../shared/format/market-date';
import styles from './profile-viewed-page.module.css';
import { presentItems } from '../../../shared/api/present-items';

type ViewStats = WhoViewedProfileQuery['listWhoViewedProfile'];
type Viewer = NonNullable<ViewStats['viewers'][number]>;

const PERIODS = ['oneWeek', 'twoWeeks', 'oneMonth'] as const;

function StatCards({ stats }: { stats: ViewStats | null }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.stats}>
      {PERIODS.map((period) => (
        <li key={period} className={styles.stat}>
          <span className={styles.statLabel}>{t(`profileViews.stats.${period}`)}</span>
          {stats ? (
            <>
              <strong className={styles.statValue}>{stats[period]}</strong>
              <span className={styles.statUnit}>
                {t('profileViews.stats.visitors', { count: stats[period] })}
              </span>
            </>
          ) : (
            <Skeleton.Button active size="large" className={styles.statSkeleton} />
          )}
        </li>
      ))}
    </ul>
  );
}

function ViewerRow({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const name = `${viewer.firstName} ${viewer.lastName}`;
  const initials = `${viewer.firstName.charAt(0)}${viewer.lastName.charAt(0)}`.toUpperCase();
  return (
    <li className={styles.viewer}>
      <Avatar size={44} src={viewer.avatar ?? undefined} alt={name} className={styles.viewerAvatar}>
        {initials}
      </Avatar>
      <div className={styles.viewerText}>
        <strong>{name}</strong>
        <time dateTime={viewer.viewedAt} className={styles.viewedAt}>
          {t('profileViews.viewedAt', { when: formatRelative(viewer.viewedAt) })}
        </time>
      </div>
    </li>
  );
}

function EmptyViewers() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <TeamOutlined />
      </span>
      <strong className={styles.emptyTitle}>{t('profileViews.emptyTitle')}</strong>
      <p className={styles.emptyBody}>{t('profileViews.emptyBody')}</p>
      <ButtonLink to={href('myProfile')} type="primary">
        {t('profileViews.completeProfile')}
      </ButtonLink>
    </div>
  );
}

function ProfileViewed() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: WhoViewedProfileDocument,
    requestPolicy: 'cache-and-network',
  });
  const stats = data?.listWhoViewedProfile ?? null;

  let list;
  if (stats) {
    const viewers = presentItems(stats.viewers);
    list =
      viewers.length > 0 ? (
        <ul className={styles.viewers}>
          {viewers.map((viewer) => (
            <ViewerRow key={`${viewer.userPvid}-${viewer.viewedAt}`} viewer={viewer} />
          ))}
        </ul>
      ) : (
        <EmptyViewers />
      );
  } else if (fetching || !error) {
    list = <Skeleton avatar active paragraph={{ rows: 1 }} />;
  } else {
    list = (
      <Alert
        type="warning"
        showIcon
        title={t('profileViews.loadFailed')}
        description={describeError(error).message}
        action={
          <Button size="small" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[
          { title: <Link to={href('myProfile')}>{t('profileViews.breadcrumbMyProfile')}</Link> },
          { title: <span aria-current="page">{t('profileViews.title')}</span> },
        ]}
      />
      <header className={styles.head}>
        <span className={styles.headIcon} aria-hidden="true">
          <EyeOutlined />
        </span>
        <div>
          <h1 className={styles.title}>{t('profileViews.title')}</h1>
          <p className={styles.subtitle}>{t('profileViews.subtitle')}</p>
        </div>
      </header>
      <StatCards stats={stats} />
      <section className={styles.card} aria-labelledby="viewers-title">
        <h2 id="viewers-title" className={styles.cardTitle}>
          {t('profileViews.listTitle')}
        </h2>
        {list}
      </section>
    </div>
  );
}

/** Spec section 2: profile/viewed, "Who's viewed me" (signed in only). */
export function ProfileViewedPage() {
  return (
    <RequireSignIn>
      <ProfileViewed />
    </RequireSignIn>
  );
}
