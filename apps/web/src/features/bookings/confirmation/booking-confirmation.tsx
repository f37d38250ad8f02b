import { countryOfCurrency } from '@ajar/domain';
import { Result } from 'antd';
import { useQuery } from 'urql';
import { GetBookingDocument, type GetBookingQuery } from '../../../gql/graphql';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { actionClassName } from '../../../shared/ui/button';
import { ButtonLink } from '../../../shared/ui/button-link';
import { CalendarOutlined } from '../../../shared/ui/icons';
import { ChatWithButton } from '../../chats';
import { formatLessonInstant } from '../lesson-instant';
import { icsDataUrl, lessonIcs } from './lesson-ics';
import styles from './booking-confirmation.module.css';

type Booking = GetBookingQuery['getBooking'];

/** The lesson just booked: what, when in the market's zone, what happens next, and the ways to keep it. */
function LessonDetails({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const country = useCountry();
  const zone = lessonZone(countryOfCurrency(booking.currency) ?? country);
  const tutor = `${booking.tutor.firstName} ${booking.tutor.lastName}`;
  const subject = [booking.subjectInfo.subject, booking.subjectInfo.level].filter(Boolean).join(' · ');
  const lesson = t('bookings.confirmation.lessonWith', { subject, tutor });
  const ics = lessonIcs(
    {
      id: booking.pvid,
      start: booking.startTime,
      end: booking.endTime,
      title: lesson,
      description: t('bookings.confirmation.calendarNote'),
      location: booking.location,
    },
    new Date(),
  );
  return (
    <section className={styles.details} aria-labelledby="booked-lesson">
      <h2 id="booked-lesson" className={styles.lesson}>
        {lesson}
      </h2>
      <p className={styles.when}>
        <CalendarOutlined aria-hidden="true" /> {formatLessonTime(booking.startTime, booking.endTime, zone)}{' '}
        <span className={styles.zone}>{t('bookings.confirmation.zone', { zone })}</span>
      </p>
      <h3 className={styles.nextTitle}>{t('bookings.confirmation.nextTitle')}</h3>
      <ol className={styles.next}>
        <li>
          {booking.status === 'PAID' && booking.acceptBy
            ? t('bookings.confirmation.nextAccept', {
                name: booking.tutor.firstName,
                time: formatLessonInstant(booking.acceptBy, zone),
              })
            : t('bookings.confirmation.nextAccepted', { name: booking.tutor.firstName })}
        </li>
        <li>{t('bookings.confirmation.nextJoin')}</li>
        <li>
          {t('bookings.confirmation.nextCancel', {
            time: formatLessonInstant(booking.freeCancellationUntil, zone),
          })}
        </li>
      </ol>
      <div className={styles.actions}>
        <a
          className={actionClassName({ size: 'large', block: true })}
          href={icsDataUrl(ics)}
          download={`ajar-lesson-${booking.startTime.slice(0, 10)}.ics`}
        >
          <CalendarOutlined aria-hidden="true" /> {t('bookings.confirmation.addToCalendar')}
        </a>
        <ChatWithButton
          userId={booking.tutor.userPvid}
          name={tutor}
          label={t('bookings.confirmation.message', { name: booking.tutor.firstName })}
        />
      </div>
    </section>
  );
}

/** A paid booking's confirmation (spec: 'Booking Success'), with the lesson itself once it has loaded. */
export function BookingConfirmation({ bookingId }: { bookingId: string | null }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [result] = useQuery({
    query: GetBookingDocument,
    variables: { id: bookingId ?? '' },
    requestPolicy: 'network-only',
    pause: !bookingId,
  });
  const booking = result.data?.getBooking;
  return (
    <Result
      status="success"
      title={t('bookings.result.paidTitle')}
      subTitle={t('bookings.result.paidBody')}
      extra={
        <ButtonLink to={href('bookingList')} type="primary">
          {t('bookings.result.bookings')}
        </ButtonLink>
      }
    >
      {booking && <LessonDetails booking={booking} />}
    </Result>
  );
}
