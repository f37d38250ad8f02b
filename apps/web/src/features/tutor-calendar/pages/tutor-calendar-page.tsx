import { ROLE_CODES, isCountryCode, type CountryCode } from '@ajar/domain';
import { Alert, Button, Result, Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { TutorCalendarHoursDocument, type TutorCalendarHoursQuery } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { CalendarOutlined, LeftOutlined, RightOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { lessonZone } from '../../../shared/format/lesson-time';
import { availabilityOf, draftOf } from '../../tutor-hours';
import { zoneLabel } from '../calendar-days';
import { BlockTimeDialog } from '../components/block-time-dialog';
import { WeekGrid } from '../components/week-grid';
import { useCalendarEntries } from '../hooks/use-calendar-entries';
import { rangeLabel } from '../week-labels';
import {
  dayPlan,
  gridSpan,
  shiftAnchor,
  shownDates,
  todayIn,
  type CalendarView,
  type ClassSessionEntry,
} from '../week-model';
import styles from '../components/tutor-calendar-page.module.css';

// The month (antd's Calendar and its panels) loads when the tutor turns to it: the day and week views need none of
// it, and the route's list of files to preload stays short.
const TutorCalendar = lazy(() =>
  import('../components/tutor-calendar').then((module) => ({ default: module.TutorCalendar })),
);

const sessionsOf = (data: TutorCalendarHoursQuery | undefined): ClassSessionEntry[] =>
  presentItems(data?.getMyTutorClasses ?? []).flatMap((item) =>
    item.class.sessions
      .filter((session) => !session.cancelled)
      .map((session) => ({ ...session, title: item.class.title })),
  );

interface CalendarBodyProps {
  readonly tutorPvid: string;
  readonly market: CountryCode;
}

function CalendarBody({ tutorPvid, market }: CalendarBodyProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const href = useFeatureHref();
  const zone = lessonZone(market);
  const today = todayIn(zone);
  const [view, setView] = useState<CalendarView>(() => (isMobile ? 'day' : 'week'));
  const [anchor, setAnchor] = useState(today);
  const [blocking, setBlocking] = useState<{ date: string; interval: { start: number; end: number } } | null>(
    null,
  );
  const [hours, refetchHours] = useQuery({
    query: TutorCalendarHoursDocument,
    variables: { tutorId: tutorPvid },
    requestPolicy: 'cache-and-network',
  });
  const lessons = useCalendarEntries(tutorPvid, true);
  const saved = hours.data?.getTutorAvailability;
  const availability = useMemo(() => (saved ? availabilityOf(draftOf(saved)) : null), [saved]);
  const sessions = useMemo(() => sessionsOf(hours.data), [hours.data]);

  const switcher = (
    <Segmented<CalendarView>
      value={view}
      onChange={setView}
      aria-label={t('tutorHours.calendar.viewLabel')}
      options={(['day', 'week', 'month'] as const).map((value) => ({
        value,
        label: t(`tutorHours.calendar.views.${value}`),
      }))}
    />
  );
  if (view === 'month')
    return (
      <div className={styles.body}>
        <div className={styles.toolbar}>{switcher}</div>
        <section className={frame.card}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <TutorCalendar tutorUserPvid={tutorPvid} isOwner market={market} onBookDay={() => undefined} />
          </Suspense>
        </section>
      </div>
    );

  const failed = (hours.error && !saved) || (lessons.error && !lessons.entries);
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        title={t('tutorCalendar.loadFailed')}
        action={
          <Button
            onClick={() => {
              refetchHours({ requestPolicy: 'network-only' });
              lessons.retry();
            }}
          >
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  if (!availability || !lessons.entries) return <Skeleton active paragraph={{ rows: 10 }} />;

  const dates = shownDates(view, anchor);
  const plans = dates.map((date) => dayPlan(date, availability, lessons.entries ?? [], sessions, zone));
  const blockable = dates.filter((date) => date >= today);
  const openBlock = (date: string, interval: { start: number; end: number }) =>
    setBlocking({ date, interval });

  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        {switcher}
        <div className={styles.nav}>
          <Button
            icon={<LeftOutlined />}
            aria-label={t(`tutorHours.calendar.previous.${view}`)}
            disabled={dates[0]! <= today}
            onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
          />
          <Button onClick={() => setAnchor(today)}>{t('tutorHours.calendar.today')}</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={t(`tutorHours.calendar.next.${view}`)}
            onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
          />
          <h2 className={styles.range} aria-live="polite" data-testid="calendar-range">
            {rangeLabel(dates)}
          </h2>
        </div>
        <Button
          type="primary"
          disabled={blockable.length === 0}
          onClick={() => openBlock(blockable[0] ?? today, { start: 13 * 60, end: 17 * 60 })}
        >
          {t('tutorHours.calendar.block')}
        </Button>
      </div>
      <section className={frame.card}>
        <p className={styles.legend}>
          <span className={styles.legendOpen}>{t('tutorHours.calendar.legendOpen')}</span>
          <span className={styles.legendBlocked}>{t('tutorHours.calendar.legendBlocked')}</span>
          <span className={styles.legendLesson}>{t('tutorHours.calendar.legendLesson')}</span>
          <span className={styles.legendClass}>{t('tutorHours.calendar.legendClass')}</span>
        </p>
        <WeekGrid plans={plans} span={gridSpan(plans)} today={today} onPickOpen={openBlock} />
        <p className={frame.muted}>
          {t('tutorHours.calendar.footer', { zone: zoneLabel(zone) })}{' '}
          <Link to={href('tutorHours')}>{t('tutorHours.calendar.editHours')}</Link>
        </p>
      </section>
      {blocking && (
        <BlockTimeDialog
          key={`${blocking.date}-${blocking.interval.start}`}
          open
          dates={blockable.includes(blocking.date) ? blockable : [blocking.date, ...blockable]}
          initial={blocking}
          onClose={() => setBlocking(null)}
        />
      )}
    </div>
  );
}

function TutorCalendarScreen() {
  const { t } = useTranslation();
  const { status, profile } = useProfile();
  const country = useCountry();
  let body;
  if (!profile)
    body =
      status === 'failed' ? (
        <Alert type="error" showIcon title={t('tutorCalendar.loadFailed')} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      );
  else if (profile.roleCode !== ROLE_CODES.tutor)
    body = (
      <Result
        className={frame.card}
        status="info"
        icon={<CalendarOutlined />}
        title={t('tutorHours.calendar.notTutorTitle')}
        subTitle={t('tutorHours.calendar.notTutorBody')}
      />
    );
  else
    body = (
      <CalendarBody
        tutorPvid={profile.userPvid}
        market={isCountryCode(profile.country) ? profile.country : country}
      />
    );
  return (
    <PageFrame
      icon={<CalendarOutlined />}
      title={t('tutorHours.calendar.title')}
      subtitle={t('tutorHours.calendar.subtitle')}
      className={styles.page}
    >
      {body}
    </PageFrame>
  );
}

/** tutor/calendar: the tutor's lessons, class sessions and hours by day, week or month; block time from it. */
export function TutorCalendarPage() {
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <TutorCalendarScreen />
      </TutorWorkspace>
    </RequireSignIn>
  );
}
