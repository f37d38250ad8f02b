import { TUTOR_CALENDAR_PATH, countryPath, formatMoney, type CountryCode } from '@ajar/domain';
import { Alert, Button, Progress, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GetTutorDashboardDocument, type GetTutorDashboardQuery } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { formatLessonTime } from '../../../shared/format/lesson-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPercent } from '../../../shared/format/percent';
import { LessonDecision } from '../components/lesson-decision';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { DashboardOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from '../components/tutor-dashboard.module.css';

type Dashboard = GetTutorDashboardQuery['getTutorDashboard'];

/** A figure not known yet (too few chats or bookings): the line under it says why. */
const NONE = '—';

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <li className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <strong className={styles.figureValue}>{value}</strong>
      {detail && <span className={styles.figureDetail}>{detail}</span>}
    </li>
  );
}

function Figures({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const href = useFeatureHref();
  const { reputation } = dashboard;
  const completion = Math.round(dashboard.completionPercent);
  return (
    <ul className={styles.figures}>
      <Figure
        label={t('tutorDashboard.dashboard.earnings')}
        value={formatMoney(dashboard.earningsThisMonth, dashboard.country as CountryCode)}
      />
      <Figure
        label={t('tutorDashboard.dashboard.profileViews')}
        value={dashboard.profileViewsMonth}
        detail={
          <>
            {t('tutorDashboard.dashboard.profileViewsDetail', {
              week: dashboard.profileViewsWeek,
              month: dashboard.profileViewsMonth,
            })}{' '}
            <Link to={href('profileViewed')}>{t('tutorDashboard.dashboard.whoViewed')}</Link>
          </>
        }
      />
      <Figure
        label={t('tutorDashboard.dashboard.replyTime')}
        value={
          reputation.replyWithin ? t(`tutorDashboard.dashboard.replyWithin.${reputation.replyWithin}`) : NONE
        }
        detail={reputation.replyWithin ? undefined : t('tutorDashboard.dashboard.replyNone')}
      />
      <Figure
        label={t('tutorDashboard.dashboard.acceptance')}
        value={
          reputation.acceptanceRate === null ? NONE : formatPercent(reputation.acceptanceRate, i18n.language)
        }
        detail={reputation.acceptanceRate === null ? t('tutorDashboard.dashboard.acceptanceNone') : undefined}
      />
      <Figure
        label={t('tutorDashboard.dashboard.completion')}
        value={formatPercent(completion, i18n.language)}
        detail={
          <>
            <Progress percent={completion} showInfo={false} size="small" aria-hidden="true" />
            {completion < 100 && (
              <Link to={href('myProfile')}>{t('tutorDashboard.dashboard.completeProfile')}</Link>
            )}
          </>
        }
      />
    </ul>
  );
}

function Upcoming({ dashboard, onChanged }: { dashboard: Dashboard; onChanged: () => void }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const lessons = presentItems(dashboard.upcomingLessons);
  const sessions = presentItems(dashboard.upcomingClassSessions);
  return (
    <>
      <section className={frame.card} aria-labelledby="dashboard-lessons">
        <div className={styles.sectionHead}>
          <h2 id="dashboard-lessons" className={styles.sectionTitle}>
            {t('tutorDashboard.dashboard.lessonsTitle')}
          </h2>
          <span className={styles.sectionLinks}>
            <Link to={countryPath(dashboard.country as CountryCode, TUTOR_CALENDAR_PATH)}>
              {t('tutorDashboard.dashboard.openCalendar')}
            </Link>
            <Link to={href('bookingList')}>{t('tutorDashboard.dashboard.allBookings')}</Link>
          </span>
        </div>
        {lessons.length === 0 ? (
          <p className={styles.muted}>{t('tutorDashboard.dashboard.lessonsEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {lessons.map((lesson) => (
              <li key={lesson.bookingId} className={styles.item}>
                <span className={styles.itemText}>
                  <strong>{t('tutorDashboard.dashboard.lessonWith', { name: lesson.studentName })}</strong>
                  <span className={styles.muted}>
                    {formatLessonTime(lesson.startTime, lesson.endTime, dashboard.timeZone)}
                  </span>
                </span>
                <Tag color={lesson.status === 'PAID' ? 'orange' : 'blue'}>
                  {t(`tutorDashboard.dashboard.status.${lesson.status}`)}
                </Tag>
                {lesson.status === 'PAID' && (
                  <LessonDecision
                    bookingId={lesson.bookingId}
                    studentName={lesson.studentName}
                    onDecided={onChanged}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={frame.card} aria-labelledby="dashboard-classes">
        <div className={styles.sectionHead}>
          <h2 id="dashboard-classes" className={styles.sectionTitle}>
            {t('tutorDashboard.dashboard.classesTitle')}
          </h2>
          <Link to={href('manageClasses')}>{t('tutorDashboard.dashboard.manageClasses')}</Link>
        </div>
        {sessions.length === 0 ? (
          <p className={styles.muted}>{t('tutorDashboard.dashboard.classesEmpty')}</p>
        ) : (
          <ul className={styles.list}>
            {sessions.map((session) => (
              <li key={session.sessionId} className={styles.item}>
                <span className={styles.itemText}>
                  <strong>{session.title}</strong>
                  <span className={styles.muted}>
                    {formatLessonTime(session.startsAt, session.endsAt, dashboard.timeZone)}
                  </span>
                </span>
                <span className={styles.muted}>
                  {t('tutorDashboard.dashboard.seats', { taken: session.seatsTaken, seats: session.seats })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function TutorDashboard() {
  const { t } = useTranslation();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: GetTutorDashboardDocument,
    requestPolicy: 'cache-and-network',
  });
  const dashboard = data?.getTutorDashboard;
  return (
    <PageFrame
      icon={<DashboardOutlined />}
      title={t('tutorDashboard.dashboard.title')}
      subtitle={t('tutorDashboard.dashboard.subtitle', { zone: dashboard?.timeZone ?? '…' })}
    >
      {!dashboard && (fetching || !error) && <Skeleton active paragraph={{ rows: 8 }} />}
      {!dashboard && error && !fetching && (
        <Alert
          className={frame.card}
          type="error"
          showIcon
          title={t('tutorDashboard.dashboard.loadFailed')}
          action={
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('tutorDashboard.dashboard.retry')}
            </Button>
          }
        />
      )}
      {dashboard && (
        <>
          <Figures dashboard={dashboard} />
          <Upcoming dashboard={dashboard} onChanged={() => refetch({ requestPolicy: 'network-only' })} />
        </>
      )}
    </PageFrame>
  );
}

/** tutor/dashboard: the tutor side menu's 'Dashboard'. */
export function TutorDashboardPage() {
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <TutorDashboard />
      </TutorWorkspace>
    </RequireSignIn>
  );
}
