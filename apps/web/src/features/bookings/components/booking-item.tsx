import {
  FREE_CANCELLATION_HOURS,
  countryOfCurrency,
  formatDurationHhMm,
  formatMoney,
  type BookingAction,
} from '@ajar/domain';
import { Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import type { BookingFieldsFragment, BookingRole, BookingStatus } from '../../../gql/graphql';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import { JoinLessonLink } from '../../classroom';
import { DisputeEntry } from '../../disputes';
import { LessonReviewDialog } from '../review/lesson-review-dialog';
import frame from '../../../shared/ui/page-frame.module.css';
import { formatLessonInstant } from '../lesson-instant';
import { useBookingActions, type DirectAction } from '../use-booking-actions';
import { PendingReschedule } from './pending-reschedule';
import { RescheduleDialog } from './reschedule-dialog';
import styles from '../pages/bookings-pages.module.css';

const STATUS_COLOURS: Readonly<Record<BookingStatus, string>> = {
  PENDING: 'gold',
  PAID: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
  DONE: 'purple',
};

/** Buttons that run at once, after a confirmation for those that give money back or send it out. */
const DIRECT: readonly DirectAction[] = [
  'accept',
  'reject',
  'cancel',
  'cancelBeforePaid',
  'done',
  'transfer',
  'tutorCancel',
];
const CONFIRMED: readonly BookingAction[] = [
  'reject',
  'cancel',
  'cancelBeforePaid',
  'transfer',
  'tutorCancel',
];
const PRIMARY: readonly BookingAction[] = ['accept', 'done', 'transfer'];
const DANGER: readonly BookingAction[] = ['reject', 'cancel', 'cancelBeforePaid', 'tutorCancel'];

interface BookingItemProps {
  readonly booking: BookingFieldsFragment;
  readonly role: BookingRole;
  readonly onChanged: () => void;
  /** Sends a proposal of a new time; true when taken. */
  readonly onPropose?: ((booking: BookingFieldsFragment, startTime: string) => Promise<boolean>) | undefined;
  /** Answers the other party's proposal. */
  readonly onRespond?: ((rescheduleId: string, accept: boolean) => Promise<void>) | undefined;
}

/** One lesson in the list: what, with whom, when, its money, its hints, and the buttons the server allows. */
export function BookingItem({ booking, role, onChanged, onPropose, onRespond }: BookingItemProps) {
  const { t } = useTranslation();
  const country = useCountry();
  const market = countryOfCurrency(booking.currency) ?? country;
  const zone = lessonZone(market);
  const { run, working } = useBookingActions(onChanged);
  const [rescheduling, setRescheduling] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const other = role === 'STUDENT' ? booking.tutor : booking.student;
  const otherName = `${other.firstName} ${other.lastName}`;
  const actions = booking.availableActions as readonly string[];
  const direct = DIRECT.filter((action) => actions.includes(action));
  // The server opens done after the lesson and closes cancel at its start: say why a button is missing.
  const waitingHint =
    role === 'TUTOR' && booking.status === 'ACCEPTED' && !actions.includes('done')
      ? 'doneAfterLesson'
      : role === 'STUDENT' &&
          (booking.status === 'PAID' || booking.status === 'ACCEPTED') &&
          !actions.includes('cancel')
        ? 'startedNoCancel'
        : null;

  const confirmText = (action: BookingAction): string => {
    if (action === 'cancel' && booking.cancellationRefund != null) {
      const amount = formatMoney(booking.cancellationRefund, market);
      const late =
        booking.freeCancellationUntil !== undefined &&
        Date.parse(booking.freeCancellationUntil) <= Date.now();
      return late
        ? t('bookings.list.confirm.cancelPartial', {
            amount,
            hours: String(FREE_CANCELLATION_HOURS[market]),
          })
        : t('bookings.list.confirm.cancelRefund', { amount });
    }
    return t(
      `bookings.list.confirm.${action as 'reject' | 'cancel' | 'cancelBeforePaid' | 'transfer' | 'tutorCancel'}`,
    );
  };

  return (
    <article className={frame.card} data-testid="booking-item">
      <div className={styles.bookingHead}>
        <div>
          <h2 className={styles.bookingTitle}>
            {booking.subjectInfo.subject} · {booking.subjectInfo.level}
          </h2>
          <p className={frame.muted}>
            {role === 'STUDENT'
              ? t('bookings.list.with', { name: otherName })
              : t('bookings.list.student', { name: otherName })}
          </p>
          <p className={frame.muted}>
            {formatLessonTime(booking.startTime, booking.endTime, zone)} (
            {formatDurationHhMm(booking.duration)}){booking.location ? ` · ${booking.location}` : ''}
          </p>
          <p className={frame.muted}>
            {formatMoney(booking.price, market)}
            {booking.amountPaidUsingUserBalance > 0 &&
              ` · ${t('bookings.list.paidFromBalance', { amount: formatMoney(booking.amountPaidUsingUserBalance, market) })}`}
            {booking.amountPaidByCard > 0 &&
              ` · ${t('bookings.list.paidByCard', { amount: formatMoney(booking.amountPaidByCard, market) })}`}
            {booking.isFirstBooking &&
              booking.numberOfLessons &&
              booking.numberOfLessons > 1 &&
              ` · ${t('bookings.list.prepaid', { count: booking.numberOfLessons })}`}
          </p>
          {booking.isTutorWithdrawMoney && <p className={frame.muted}>{t('bookings.list.transferred')}</p>}
          {role === 'STUDENT' && booking.lessonReview.testimonial && (
            <p className={frame.muted}>
              {t('bookings.review.yours', { rating: String(booking.lessonReview.testimonial.rating) })}
            </p>
          )}
          {waitingHint && <p className={frame.muted}>{t(`bookings.list.${waitingHint}`)}</p>}
          <BookingHints booking={booking} role={role} zone={zone} />
        </div>
        <div className={styles.tags}>
          {booking.isTrial && <Tag color="cyan">{t('bookings.list.trial')}</Tag>}
          <Tag color={STATUS_COLOURS[booking.status]}>{t(`bookings.list.statuses.${booking.status}`)}</Tag>
        </div>
      </div>
      {booking.pendingReschedule && onRespond && (
        <PendingReschedule
          proposal={booking.pendingReschedule}
          zone={zone}
          onRespond={(accept) => onRespond(booking.pendingReschedule?.id ?? '', accept)}
        />
      )}
      <div className={styles.actions}>
        <JoinLessonLink
          classUrl={booking.classUrl}
          status={booking.status}
          startTime={booking.startTime as string}
          endTime={booking.endTime as string}
        />
        {role === 'STUDENT' && booking.status === 'PENDING' && (
          <ButtonLink to={`/${country}/checkout/booking?booking=${booking.pvid}`} type="primary">
            {t('bookings.list.actions.pay')}
          </ButtonLink>
        )}
        {booking.lessonReview.open && (
          <Button type="primary" onClick={() => setReviewing(true)}>
            {t('bookings.review.write')}
          </Button>
        )}
        {/* The disputes area's own buttons (report a no-show, open a dispute) when the server offers them. */}
        <DisputeEntry bookingId={booking.pvid} actions={booking.availableActions} />
        {actions.includes('reschedule') && onPropose && (
          <Button onClick={() => setRescheduling(true)}>{t('bookings.list.actions.reschedule')}</Button>
        )}
        {direct.map((action) => {
          const button = (
            <Button
              key={action}
              type={PRIMARY.includes(action) ? 'primary' : 'default'}
              danger={DANGER.includes(action)}
              loading={working === `${booking.pvid}:${action}`}
              onClick={CONFIRMED.includes(action) ? undefined : () => void run(booking, action)}
            >
              {t(`bookings.list.actions.${action}`)}
            </Button>
          );
          return CONFIRMED.includes(action) ? (
            <Popconfirm
              key={action}
              title={confirmText(action)}
              okText={t('bookings.list.yes')}
              cancelText={t('bookings.list.no')}
              onConfirm={() => run(booking, action)}
            >
              {button}
            </Popconfirm>
          ) : (
            button
          );
        })}
      </div>
      {booking.lessonReview.open && (
        <LessonReviewDialog
          lesson={
            reviewing
              ? { bookingPvid: booking.pvid, tutorName: otherName, subject: booking.subjectInfo.subject }
              : null
          }
          onClose={() => setReviewing(false)}
          onReviewed={() => {
            setReviewing(false);
            onChanged();
          }}
        />
      )}
      {onPropose && (
        <RescheduleDialog
          open={rescheduling}
          tutorId={booking.tutor.userPvid}
          market={market}
          duration={booking.duration}
          startTime={booking.startTime}
          endTime={booking.endTime}
          otherName={otherName}
          onClose={() => setRescheduling(false)}
          onPropose={(startTime) => onPropose(booking, startTime)}
        />
      )}
    </article>
  );
}

/** The deadlines that matter now: the tutor's to accept, the student's free cancel, the completion. */
function BookingHints({
  booking,
  role,
  zone,
}: {
  booking: BookingFieldsFragment;
  role: BookingRole;
  zone: string;
}) {
  const { t } = useTranslation();
  const time = (iso: string) => formatLessonInstant(iso, zone);
  const hints: string[] = [];
  if (booking.status === 'PAID' && booking.acceptBy)
    hints.push(
      t(role === 'TUTOR' ? 'bookings.list.acceptByTutor' : 'bookings.list.acceptBy', {
        time: time(booking.acceptBy),
      }),
    );
  if (
    role === 'STUDENT' &&
    (booking.status === 'PAID' || booking.status === 'ACCEPTED') &&
    booking.freeCancellationUntil &&
    Date.parse(booking.freeCancellationUntil) > Date.now()
  )
    hints.push(t('bookings.list.freeCancelUntil', { time: time(booking.freeCancellationUntil) }));
  if (booking.status === 'DONE' && booking.completesAt)
    hints.push(t('bookings.list.completesAt', { time: time(booking.completesAt) }));
  return hints.map((hint) => (
    <p key={hint} className={frame.muted}>
      {hint}
    </p>
  ));
}
