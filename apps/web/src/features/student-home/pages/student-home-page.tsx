import { ROLE_CODES } from '@ajar/domain';
import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GetBookingsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { lessonZone } from '../../../shared/format/lesson-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import type { Feature } from '../../../shared/routing/feature-routes';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { useProfile } from '../../../shared/session/profile-context';
import { Button, actionClassName } from '../../../shared/ui/button';
import {
  FileTextOutlined,
  HeartOutlined,
  HomeOutlined,
  MessageOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { useUnreadChatCount } from '../../chats';
import { LessonsToReview } from '../../bookings';
import { NextLesson } from '../components/next-lesson';
import { RecommendedTutors } from '../components/recommended-tutors';
import { nextLessons } from '../components/next-lessons';
import styles from '../student-home.module.css';

const SHOWN_LESSONS = 3;

const KEEP_LEARNING = [
  { feature: 'browseTutors', key: 'browseTutors', icon: TeamOutlined },
  { feature: 'favourites', key: 'favourites', icon: HeartOutlined },
  { feature: 'postAssignment', key: 'assignments', icon: FileTextOutlined },
  { feature: 'classes', key: 'classes', icon: VideoCameraOutlined },
] as const satisfies readonly { feature: Feature; key: string; icon: unknown }[];

function Lessons() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: GetBookingsDocument,
    variables: { role: 'STUDENT' },
    requestPolicy: 'cache-and-network',
  });
  const bookings = presentItems(data?.getBookings);
  const coming = bookings ? nextLessons(bookings, new Date(), SHOWN_LESSONS) : null;
  return (
    <section className={frame.card} aria-labelledby="next-lessons">
      <div className={styles.sectionHead}>
        <h2 id="next-lessons" className={styles.sectionTitle}>
          {t('studentHome.nextTitle')}
        </h2>
        <Link to={href('bookingList')}>{t('studentHome.allLessons')}</Link>
      </div>
      {coming === null && error && !fetching ? (
        <Alert
          type="error"
          showIcon
          title={t('studentHome.loadFailed')}
          action={
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('studentHome.retry')}
            </Button>
          }
        />
      ) : coming === null ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : coming.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <strong>{t('studentHome.noLessons')}</strong>
          </p>
          <p className={styles.muted}>{t('studentHome.noLessonsBody')}</p>
          <Link className={actionClassName({ variant: 'primary' })} to={href('browseTutors')}>
            {t('studentHome.findTutor')}
          </Link>
        </div>
      ) : (
        <ul className={styles.lessons}>
          {coming.map((booking) => (
            <NextLesson key={booking.pvid} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Messages() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const unread = useUnreadChatCount();
  return (
    <section className={frame.card} aria-labelledby="home-messages">
      <h2 id="home-messages" className={styles.sectionTitle}>
        <MessageOutlined aria-hidden="true" /> {t('studentHome.messagesTitle')}
      </h2>
      <p className={styles.muted} role="status">
        {unread === undefined
          ? '…'
          : unread > 0
            ? t('studentHome.unread', { count: unread })
            : t('studentHome.noUnread')}
      </p>
      <Link to={href('chats')}>{t('studentHome.openChats')}</Link>
    </section>
  );
}

function KeepLearning() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <section className={frame.card} aria-labelledby="keep-learning">
      <h2 id="keep-learning" className={styles.sectionTitle}>
        {t('studentHome.keepTitle')}
      </h2>
      <ul className={styles.tiles}>
        {KEEP_LEARNING.map(({ feature, key, icon: Icon }) => (
          <li key={key}>
            <Link to={href(feature)} className={styles.tile}>
              <Icon aria-hidden="true" />
              <span>{t(`studentHome.keep.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StudentHome() {
  const { t } = useTranslation();
  const country = useCountry();
  const { profile } = useProfile();
  return (
    <PageFrame
      icon={<HomeOutlined />}
      title={
        profile ? t('studentHome.greeting', { name: profile.firstName }) : t('studentHome.meta.home.title')
      }
      subtitle={t('studentHome.subtitle', { zone: lessonZone(country) })}
    >
      <div className={styles.columns}>
        <div className={styles.side}>
          <LessonsToReview />
          <Lessons />
        </div>
        <div className={styles.side}>
          {profile?.roleCode === ROLE_CODES.student && <RecommendedTutors country={country} />}
          <Messages />
          <KeepLearning />
        </div>
      </div>
    </PageFrame>
  );
}

/** learning: a student's home, where login lands. */
export function StudentHomePage() {
  return (
    <RequireSignIn>
      <StudentHome />
    </RequireSignIn>
  );
}
