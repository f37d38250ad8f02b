import type { CountryCode } from '@ajar/domain';
import { Alert, Button, Calendar, Drawer, Popover, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { describeError } from '../../../shared/feedback/toast';
import { useIsMobile } from '../../../shared/ui/use-is-mobile';
import { lessonZone } from '../../../shared/format/lesson-time';
import { isPastDay, monthOfDay, shiftMonth, todayInZone, zoneLabel } from '../calendar-days';
import { longDayLabel, monthLabel } from '../day-label';
import { countInMonth, groupByDay } from '../group-by-day';
import { useCalendarEntries } from '../hooks/use-calendar-entries';
import { DayBookings } from './day-bookings';
import { DayCell, type DayAction } from './day-cell';
import { MonthHeader } from './month-header';
import styles from './tutor-calendar.module.css';

interface TutorCalendarProps {
  readonly tutorUserPvid: string;
  readonly isOwner: boolean;
  readonly market: CountryCode;
  /** A visitor picked a day (YYYY-MM-DD in the market's zone) to book. */
  readonly onBookDay: (day: string) => void;
}

/**
 * Spec section 2, Calendar: lessons per day in the market's zone. A day with lessons opens them (a popover,
 * a bottom drawer on mobile); a visitor's free day from today on opens booking straight away.
 */
export function TutorCalendar({ tutorUserPvid, isOwner, market, onBookDay }: TutorCalendarProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const zone = lessonZone(market);
  const today = todayInZone(zone);
  const [month, setMonth] = useState(() => monthOfDay(today));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const { entries, fetching, error, retry } = useCalendarEntries(tutorUserPvid, isOwner);
  const days = useMemo(() => groupByDay(entries ?? [], zone), [entries, zone]);

  if (!entries) {
    if (fetching || !error) return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <Alert
        type="error"
        showIcon
        title={t('tutorCalendar.loadFailed')}
        description={describeError(error).message}
        action={
          <Button size="small" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  }

  const openLessons = openDay ? (days.get(openDay) ?? []) : [];
  const bookFrom = (day: string) => () => {
    setOpenDay(null);
    onBookDay(day);
  };
  const dayBookings = (day: string) => (
    <DayBookings
      entries={days.get(day) ?? []}
      zone={zone}
      market={market}
      isOwner={isOwner}
      onBook={!isOwner && !isPastDay(day, today) ? bookFrom(day) : undefined}
    />
  );

  const renderDay = (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    const inMonth = monthOfDay(day) === month;
    const past = isPastDay(day, today);
    const count = inMonth ? (days.get(day)?.length ?? 0) : 0;
    const action: DayAction = !inMonth ? 'none' : count > 0 ? 'details' : !isOwner && !past ? 'book' : 'none';
    const cell = (
      <DayCell
        day={day}
        count={count}
        action={action}
        isToday={day === today}
        isPast={past}
        inMonth={inMonth}
        expanded={openDay === day}
        onClick={action === 'book' ? () => onBookDay(day) : isMobile ? () => setOpenDay(day) : undefined}
      />
    );
    if (action !== 'details' || isMobile) return cell;
    return (
      <Popover
        trigger="click"
        placement="bottom"
        open={openDay === day}
        onOpenChange={(open) => setOpenDay(open ? day : null)}
        title={longDayLabel(day)}
        content={dayBookings(day)}
        destroyOnHidden
      >
        <span className={styles.trigger}>{cell}</span>
      </Popover>
    );
  };

  return (
    <div className={styles.calendar}>
      <p className={styles.hint}>
        {t(isOwner ? 'tutorCalendar.ownerHint' : 'tutorCalendar.visitorHint', { zone: zoneLabel(zone) })}
      </p>
      <Calendar
        className={styles.grid}
        fullscreen={false}
        value={dayjs(`${month}-01`)}
        headerRender={() => (
          <MonthHeader
            month={month}
            canGoBack={month > monthOfDay(today)}
            onShift={(delta) => {
              setOpenDay(null);
              setMonth(shiftMonth(month, delta));
            }}
          />
        )}
        fullCellRender={(date, info) => (info.type === 'date' ? renderDay(date) : info.originNode)}
      />
      {countInMonth(days, month) === 0 && (
        <p className={styles.empty}>{t('tutorCalendar.emptyMonth', { month: monthLabel(month) })}</p>
      )}
      {isMobile && (
        <Drawer
          open={openDay !== null && openLessons.length > 0}
          placement="bottom"
          size="auto"
          title={openDay ? longDayLabel(openDay) : null}
          onClose={() => setOpenDay(null)}
          destroyOnHidden
        >
          {openDay && dayBookings(openDay)}
        </Drawer>
      )}
    </div>
  );
}
