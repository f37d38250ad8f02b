import { formatMoney, type CountryCode } from '@ajar/domain';
import { Button, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ButtonLink } from '../../../shared/ui/button-link';
import { timeRange } from '../calendar-days';
import type { BookingDetails, CalendarEntry } from '../calendar-entry';
import { STATUS_COLOURS } from '../status-colour';
import styles from './tutor-calendar.module.css';

interface DayBookingsProps {
  readonly entries: readonly CalendarEntry[];
  readonly zone: string;
  readonly market: CountryCode;
  readonly isOwner: boolean;
  /** Set when a visitor may book this day. */
  readonly onBook?: (() => void) | undefined;
}

function OwnerDetails({ details, market }: { details: BookingDetails; market: CountryCode }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.entryTitle}>{details.title}</span>
      <dl className={styles.facts}>
        {details.studentName && (
          <>
            <dt>{t('tutorCalendar.student')}</dt>
            <dd>{details.studentName}</dd>
          </>
        )}
        <dt>{t('tutorCalendar.location')}</dt>
        <dd>{details.location || t('tutorCalendar.noLocation')}</dd>
        {details.price !== null && (
          <>
            <dt>{t('tutorCalendar.price')}</dt>
            <dd>{formatMoney(details.price, market)}</dd>
          </>
        )}
      </dl>
      {details.status && (
        <Tag className={styles.status} color={STATUS_COLOURS[details.status]}>
          {t(`bookings.list.statuses.${details.status}`)}
        </Tag>
      )}
    </>
  );
}

/** One day's lessons: full details for the owner, busy times and 'Book this day' for anyone else. */
export function DayBookings({ entries, zone, market, isOwner, onBook }: DayBookingsProps) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <div className={styles.dayBookings} data-testid="calendar-day-bookings">
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <span className={styles.entryTime}>
              {timeRange(entry, zone)}
              {!entry.details && <span className={styles.booked}>{t('tutorCalendar.booked')}</span>}
            </span>
            {entry.details && <OwnerDetails details={entry.details} market={market} />}
          </li>
        ))}
      </ul>
      {isOwner && (
        <ButtonLink to={href('bookingList')} block>
          {t('tutorCalendar.openBookingList')}
        </ButtonLink>
      )}
      {onBook && (
        <Button type="primary" block onClick={onBook}>
          {t('tutorCalendar.bookThisDay')}
        </Button>
      )}
    </div>
  );
}
