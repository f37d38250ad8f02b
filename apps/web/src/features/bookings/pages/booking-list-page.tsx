import { ScheduleOutlined } from '../../../shared/ui/icons';
import { BOOKING_STATUSES, ROLE_CODES } from '@ajar/domain';
import { Alert, Segmented, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { GetBookingsDocument, type BookingRole, type BookingStatus } from '../../../gql/graphql';
import { useProfile } from '../../../shared/session/profile-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { BookingItem } from '../components/booking-item';
import { useReschedule } from '../use-reschedule';
import { presentItems } from '../../../shared/api/present-items';

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
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const { onPropose, onRespond } = useReschedule(reload);

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
            onChanged={reload}
            onPropose={onPropose}
            onRespond={onRespond}
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
