import { DisputeEntry } from '../../disputes';
import { ScheduleOutlined } from '../../../shared/ui/icons';
import {
  BOOKING_STATUSES,
  ROLE_CODES,
  formatDurationHhMm,
  formatMoney,
  type BookingAction,
  type MessageKey,
} from '@ajar/domain';
import { Alert, Button, Popconfirm, Segmented, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMutation, useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import {
  BookingDoneDocument,
  CancelBookingBeforePaidDocument,
  CancelBookingDocument,
  GetBookingsDocument,
  TransferBookingMoneyDocument,
  UpdateBookingStatusDocument,
  type BookingFieldsFragment,
  type BookingRole,
  type BookingStatus,
} from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useCountry } from '../../../shared/market/country-context';
import { useProfile } from '../../../shared/session/profile-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { formatLessonTime, lessonZone } from '../../../shared/format/lesson-time';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './bookings-pages.module.css';
import { presentItems } from '../../../shared/api/present-items';

const STATUS_COLOURS: Readonly<Record<BookingStatus, string>> = {
  PENDING: 'gold',
  PAID: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  CANCELLED: 'default',
  DONE: 'purple',
};

/** What a finished action says (the domain's texts, in the reader's language). */
const ACTION_DONE_MESSAGE: Readonly<Record<BookingAction, MessageKey>> = {
  pay: 'bookingPaidWithBalance',
  accept: 'bookingAccepted',
  reject: 'bookingRejected',
  cancel: 'bookingCancelled',
  cancelBeforePaid: 'bookingCancelled',
  done: 'bookingMarkedDone',
  transfer: 'moneyTransferred',
  tutorCancel: 'bookingCancelled',
  // The system's own (the jobs): never a button.
  expire: 'bookingCancelled',
  autoReject: 'bookingRejected',
};

/** Confirmation first for the actions that give money back or send it out. */
const CONFIRMED: readonly BookingAction[] = [
  'reject',
  'cancel',
  'cancelBeforePaid',
  'transfer',
  'tutorCancel',
];
/** The status actions a party takes with a button (paying has its own page; the jobs take the rest). */
type ButtonAction = Exclude<BookingAction, 'pay' | 'expire' | 'autoReject'>;
const BUTTON_ACTIONS: readonly ButtonAction[] = [
  'accept',
  'reject',
  'cancel',
  'cancelBeforePaid',
  'done',
  'transfer',
  'tutorCancel',
];

function useBookingActions(onDone: () => void) {
  const { t } = useTranslation();
  const [, update] = useMutation(UpdateBookingStatusDocument);
  const [, cancel] = useMutation(CancelBookingDocument);
  const [, cancelBeforePaid] = useMutation(CancelBookingBeforePaidDocument);
  const [, done] = useMutation(BookingDoneDocument);
  const [, transfer] = useMutation(TransferBookingMoneyDocument);
  const [working, setWorking] = useState<string | null>(null);

  async function run(booking: BookingFieldsFragment, action: BookingAction) {
    setWorking(`${booking.pvid}:${action}`);
    const id = booking.pvid;
    const result =
      action === 'accept'
        ? await update({ id, status: 'ACCEPTED' })
        : action === 'reject'
          ? await update({ id, status: 'REJECTED' })
          : action === 'cancel' || action === 'tutorCancel'
            ? await cancel({ bookingId: id })
            : action === 'cancelBeforePaid'
              ? await cancelBeforePaid({ bookingId: id })
              : action === 'done'
                ? await done({ bookingId: id })
                : await transfer({ bookingId: id });
    setWorking(null);
    if (result.error) showError(result.error);
    else {
      showSuccess(t(`messages.${ACTION_DONE_MESSAGE[action]}`));
      onDone();
    }
  }
  return { run, working };
}

function BookingItem({
  booking,
  role,
  onChanged,
}: {
  booking: BookingFieldsFragment;
  role: BookingRole;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const { run, working } = useBookingActions(onChanged);
  const other = role === 'STUDENT' ? booking.tutor : booking.student;
  const otherName = `${other.firstName} ${other.lastName}`;
  // Status actions with a button here; the offers (reschedule, no-show, dispute) have their own controls.
  const actions = booking.availableActions.filter((action): action is ButtonAction =>
    BUTTON_ACTIONS.includes(action as ButtonAction),
  );
  // The server opens done after the lesson and closes cancel at its start: say why a button is missing.
  const waitingHint =
    role === 'TUTOR' && booking.status === 'ACCEPTED' && !actions.includes('done')
      ? 'doneAfterLesson'
      : role === 'STUDENT' &&
          (booking.status === 'PAID' || booking.status === 'ACCEPTED') &&
          !actions.includes('cancel')
        ? 'startedNoCancel'
        : null;

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
            {formatLessonTime(booking.startTime, booking.endTime, lessonZone(country))} (
            {formatDurationHhMm(booking.duration)}){booking.location ? ` · ${booking.location}` : ''}
          </p>
          <p className={frame.muted}>
            {formatMoney(booking.price, country)}
            {booking.amountPaidUsingUserBalance > 0 &&
              ` · ${t('bookings.list.paidFromBalance', { amount: formatMoney(booking.amountPaidUsingUserBalance, country) })}`}
          </p>
          {booking.isTutorWithdrawMoney && <p className={frame.muted}>{t('bookings.list.transferred')}</p>}
          {waitingHint && <p className={frame.muted}>{t(`bookings.list.${waitingHint}`)}</p>}
        </div>
        <Tag color={STATUS_COLOURS[booking.status]}>{t(`bookings.list.statuses.${booking.status}`)}</Tag>
      </div>
      <div className={styles.actions}>
        {role === 'STUDENT' && booking.status === 'PENDING' && (
          <ButtonLink to={`/${country}/checkout/booking?booking=${booking.pvid}`} type="primary">
            {t('bookings.list.actions.pay')}
          </ButtonLink>
        )}
        <DisputeEntry bookingId={booking.pvid} actions={booking.availableActions} />
        {actions.map((action) => {
          const button = (
            <Button
              key={action}
              type={action === 'accept' || action === 'done' || action === 'transfer' ? 'primary' : 'default'}
              danger={
                action === 'reject' ||
                action === 'cancel' ||
                action === 'cancelBeforePaid' ||
                action === 'tutorCancel'
              }
              loading={working === `${booking.pvid}:${action}`}
              onClick={CONFIRMED.includes(action) ? undefined : () => void run(booking, action)}
            >
              {t(`bookings.list.actions.${action}`)}
            </Button>
          );
          return CONFIRMED.includes(action) ? (
            <Popconfirm
              key={action}
              title={t(
                `bookings.list.confirm.${action as 'reject' | 'cancel' | 'cancelBeforePaid' | 'transfer' | 'tutorCancel'}`,
              )}
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
    </article>
  );
}

function BookingList() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { profile } = useProfile();
  const isTutor = profile?.roleCode === ROLE_CODES.tutor;
  // Tutors start on the lessons booked with them, once their profile says they are tutors.
  const [chosenRole, setRole] = useState<BookingRole | null>(null);
  const role: BookingRole = chosenRole ?? (isTutor ? 'TUTOR' : 'STUDENT');
  const [status, setStatus] = useState<BookingStatus | null>(null);
  const [result, refetch] = useQuery({
    query: GetBookingsDocument,
    variables: { role, status },
    requestPolicy: 'cache-and-network',
    pause: !profile,
  });
  const bookings = presentItems(result.data?.getBookings);

  return (
    <PageFrame
      icon={<ScheduleOutlined />}
      title={t('bookings.list.title')}
      subtitle={t('bookings.list.subtitle')}
    >
      <div className={frame.toolbar}>
        {isTutor ? (
          <Segmented<BookingRole>
            value={role}
            onChange={setRole}
            options={[
              { value: 'TUTOR', label: t('bookings.list.asTutor') },
              { value: 'STUDENT', label: t('bookings.list.asStudent') },
            ]}
          />
        ) : (
          <span />
        )}
        <Select<BookingStatus | 'ALL'>
          value={status ?? 'ALL'}
          onChange={(value) => setStatus(value === 'ALL' ? null : value)}
          style={{ minWidth: 220 }}
          aria-label={t('bookings.list.allStatuses')}
          options={[
            { value: 'ALL', label: t('bookings.list.allStatuses') },
            ...BOOKING_STATUSES.map((value) => ({ value, label: t(`bookings.list.statuses.${value}`) })),
          ]}
        />
      </div>
      {result.error && !bookings ? (
        <Alert type="error" showIcon message={t('bookings.list.loadFailed')} />
      ) : !bookings ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : bookings.length === 0 ? (
        <div className={`${frame.card} ${frame.empty}`}>
          <strong>{t('bookings.list.empty')}</strong>
          <p className={frame.muted}>
            {role === 'STUDENT' ? t('bookings.list.emptyStudent') : t('bookings.list.emptyTutor')}
          </p>
          {role === 'STUDENT' && (
            <ButtonLink to={href('browseTutors')} type="primary">
              {t('bookings.list.findTutor')}
            </ButtonLink>
          )}
        </div>
      ) : (
        bookings.map((booking) => (
          <BookingItem
            key={booking.pvid}
            booking={booking}
            role={role}
            onChanged={() => refetch({ requestPolicy: 'network-only' })}
          />
        ))
      )}
    </PageFrame>
  );
}

export function BookingListPage() {
  return (
    <RequireSignIn>
      <BookingList />
    </RequireSignIn>
  );
}
